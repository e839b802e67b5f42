import type { InputHTMLAttributes, Ref } from 'react'

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string
  label: string
  errors?: string[]
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A labelled input with its messages below, linked by `aria-describedby` and marked
 * `aria-invalid` (the same markup as the server's site-fields macro, so nothing moves).
 */
export function Field({ id, label, errors, inputRef, className, ...input }: FieldProps) {
  const errorId = `${id}-error`
  const invalid = Boolean(errors?.length)
  return (
    <div className="site-form__field">
      <label className="form-label" htmlFor={id}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        {...input}
        id={id}
        ref={inputRef}
        className={['form-control', invalid && 'is-invalid', className].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
      {invalid && (
        <div className="invalid-feedback d-block" id={errorId}>
          {errors?.join(' ')}
        </div>
      )}
    </div>
  )
}
