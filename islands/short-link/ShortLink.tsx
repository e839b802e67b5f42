import { useStore } from '@nanostores/react'
import { useEffect, useId, useRef, useState } from 'react'
import { listen } from '../../browser/dom/listen'
import { createShortLinks } from '../../browser/stores/short-link'
import { Spinner } from '../../browser/ui/Spinner'
import { copyFieldText } from './copy'
import type { ShortLinkProps } from './index'
import { shortLinkTarget } from './link-target'
import { SHORT_LINK_MESSAGES as M } from './messages'

export default function ShortLink({ form: formId, shortLinkUrl }: ShortLinkProps) {
  // An island's props are read once, at mount: one store for its life.
  const [links] = useState(() => createShortLinks(shortLinkUrl))
  const state = useStore(links.$state)
  const [announcement, setAnnouncement] = useState('')
  const field = useRef<HTMLInputElement>(null)
  const fieldId = useId()
  const form = formOf(formId)

  useEffect(() => {
    if (!form) console.warn(`[short-link] data-form="${formId}" names no form; the button stays disabled`)
  }, [form, formId])

  // A link made before the filters changed would share the old filters: drop it.
  useEffect(() => {
    if (!form) return
    const forget = () => {
      links.forget()
      setAnnouncement('')
    }
    return listen(form, { input: forget, change: forget })
  }, [form, links])

  useEffect(() => links.forget, [links])

  // Keyboard and screen-reader users land on the new link (its label is read), ready to copy.
  const created = state.status === 'created'
  useEffect(() => {
    if (!created) return
    field.current?.focus()
    field.current?.select()
  }, [created])

  function create() {
    if (!form) return
    setAnnouncement('')
    void links.create(shortLinkTarget(form, window.location))
  }

  async function copy() {
    if (!field.current) return
    const message = (await copyFieldText(field.current)) ? M.copied : M.copyFailed
    // A live region speaks only when its text changes: a second copy gets a trailing
    // no-break space so it is announced again.
    setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message))
  }

  const creating = state.status === 'creating'
  return (
    <div className="short-link">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm short-link__create"
        onClick={create}
        disabled={!form || creating}
        aria-busy={creating || undefined}
      >
        {creating && <Spinner label={M.creating} />} {M.create}
      </button>
      {state.status === 'created' && (
        <div className="short-link__result">
          <label className="form-label" htmlFor={fieldId}>
            {M.label}
          </label>
          <div className="input-group input-group-sm">
            <input ref={field} id={fieldId} className="form-control" type="text" readOnly value={state.shortUrl} />
            <button type="button" className="btn btn-outline-primary" onClick={copy}>
              {M.copy}
            </button>
          </div>
        </div>
      )}
      {state.status === 'failed' && (
        <p className="short-link__error text-danger" role="alert">
          {M.failed}
        </p>
      )}
      <p className="short-link__status form-text" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  )
}

function formOf(id: string): HTMLFormElement | null {
  const found = document.getElementById(id)
  return found instanceof HTMLFormElement ? found : null
}
