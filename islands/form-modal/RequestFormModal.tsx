import { useEffect, useRef } from 'react'
import { enhanceRequestForm } from '../../browser/forms/enhance-form'
import { PHONE_PLACEHOLDER } from '../../browser/dom/phone-mask'
import { Modal } from '../../browser/ui/Modal'
import { requestForms } from '../../shared/validation'
import { MODAL_FORM_FIELDS, type ModalField } from './fields'
import type { ModalFormKind } from './kinds'
import { FORM_MODAL_MESSAGES as M } from './messages'

export interface RequestFormModalProps {
  kind: ModalFormKind
  action: string
  /** Starting values by field name (hidden fields get theirs only from here). */
  values?: Readonly<Record<string, string>>
  /** Called each time the modal closes (the exit-intent modal records the time). */
  onClose?: () => void
}

/**
 * A modal request form: React draws the fields once; the shared form enhancer (the same as on
 * the server's form pages) validates, masks, posts JSON and shows the success modal, which
 * replaces this one.
 */
export default function RequestFormModal({ kind, action, values = {}, onClose }: RequestFormModalProps) {
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const form = formRef.current
    return form ? enhanceRequestForm(form, { rules: requestForms[kind], body: 'json' }) : undefined
  }, [kind])

  return (
    <Modal id={kind} title={M.titles[kind]} onClose={onClose}>
      <p>{M.intro[kind]}</p>
      <form ref={formRef} className="site-form" id={`${kind}-form`} method="post" action={action}>
        {MODAL_FORM_FIELDS[kind].map((field) => (
          <Field key={field.name} kind={kind} field={field} value={values[field.name]} />
        ))}
        <div className="site-form__check">
          <input type="checkbox" id={`${kind}-consent_to_terms`} name="consent_to_terms" value="on" required />
          <label htmlFor={`${kind}-consent_to_terms`}>
            {M.consent} <a href="/about/">{M.terms}</a>
          </label>
        </div>
        <button className="btn btn-primary" type="submit">
          {kind === 'subscribe' ? M.subscribe : M.send}
        </button>
      </form>
    </Modal>
  )
}

function Field({ kind, field, value }: { kind: ModalFormKind; field: ModalField; value: string | undefined }) {
  const id = `${kind}-${field.name}`
  if (field.type === 'hidden') return <input type="hidden" name={field.name} defaultValue={value} />
  const common = { className: 'form-control', id, name: field.name, required: field.required, defaultValue: value }
  return (
    <div className="site-form__field">
      <label className="form-label" htmlFor={id}>
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      {field.type === 'textarea' ? (
        <textarea {...common} rows={3} />
      ) : (
        <input
          {...common}
          type={field.type}
          autoComplete={field.autoComplete}
          inputMode={field.type === 'tel' ? 'tel' : field.inputMode}
          placeholder={field.type === 'tel' ? PHONE_PLACEHOLDER : undefined}
        />
      )}
    </div>
  )
}
