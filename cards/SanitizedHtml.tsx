import { useLayoutEffect, useRef } from 'react'
import { sanitizeHtml } from '../browser/dom/sanitize'

/**
 * A server HTML field (`intro_display`) inside `<div className>`, through the allow-list
 * sanitizer (DESIGN decision 8): React renders the empty element and never its children, the
 * sanitised nodes go in before paint. No string from the API reaches innerHTML of the page.
 */
export function SanitizedHtml({ html, className }: { html: string | null | undefined; className: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizeHtml(html ?? ''))
  }, [html])
  return <div ref={ref} className={className} />
}
