/**
 * An allow-list sanitizer for the server's HTML fields (`intro_display`, `content_display`;
 * DESIGN 8). The string is parsed in an inert `<template>` (no scripts run, no images
 * load), then copied node by node into a fresh fragment: allowed elements with their allowed
 * attributes, text as text. Anything else is dropped, so the result never holds an event
 * handler, a `javascript:` link, a style or an element the list does not name.
 */

import { createPolicy } from './trusted-types'

/**
 * The site's one Trusted Types policy that makes HTML (the CSP names it): a string becomes
 * TrustedHTML only here, to be parsed into an inert `<template>`. What leaves this module is
 * nodes: the server's HTML fields through the allow-list below, the catalogue's HTML fragments
 * (the server's own page markup, same-origin) as parsed.
 */
const htmlPolicy = createPolicy('storefront-html', (html) => html)

/** Parses `html` in an inert `<template>`: no script runs, no image loads, nothing is in the page. */
export function parseInert(html: string): DocumentFragment {
  const template = document.createElement('template')
  template.innerHTML = (htmlPolicy?.createHTML(html) ?? html) as string
  return template.content
}

/** Elements kept, each with the attributes it may keep. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  span: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  h2: [],
  h3: [],
  h4: [],
  a: ['href', 'title'],
}

/** Elements dropped with everything inside them (their text is not content either). */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
])

/** Links may go to http(s), mailto, tel or a relative address. */
const SAFE_HREF = /^(?:https?:|mailto:|tel:|[^:]*$)/i

/**
 * Parses `html` and returns a fragment of only allowed nodes, ready to append.
 *
 * @example host.append(sanitizeHtml('<p onclick="x()">Привет<script>x()</script></p>'))
 * // → <p>Привет</p>
 */
export function sanitizeHtml(html: string): DocumentFragment {
  const out = document.createDocumentFragment()
  copyChildren(parseInert(html), out)
  return out
}

function copyChildren(from: Node, to: Node): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(document.createTextNode(child.textContent ?? ''))
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      copyElement(child as Element, to)
    }
    // Comments, processing instructions and the rest carry nothing a reader sees.
  }
}

function copyElement(element: Element, to: Node): void {
  const tag = element.localName
  if (DROPPED_WITH_CONTENT.has(tag)) return
  const attributes = ALLOWED[tag]
  if (!attributes) {
    // An unknown wrapper (div, font, …) goes, its text stays.
    copyChildren(element, to)
    return
  }
  const copy = document.createElement(tag)
  for (const name of attributes) {
    const value = element.getAttribute(name)
    if (value === null) continue
    // A browser drops tabs and newlines anywhere in a URL (`java\tscript:` runs) and C0 controls at its
    // ends; the check drops every one of them first, the stricter reading.
    // eslint-disable-next-line no-control-regex -- the C0 controls (U+0000–U+001F) are what it drops
    if (name === 'href' && !SAFE_HREF.test(value.replace(/[\s\u0000-\u001f]/g, ''))) continue
    copy.setAttribute(name, value)
  }
  if (tag === 'a' && copy.hasAttribute('href')) copy.setAttribute('rel', 'noopener noreferrer')
  copyChildren(element, copy)
  to.appendChild(copy)
}
