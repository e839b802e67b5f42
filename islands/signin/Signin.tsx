import { useStore } from '@nanostores/react'
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react'
import type { LazyMask } from '../../browser/dom/lazy-mask'
import { maskPhone } from '../../browser/dom/phone-mask'
import { formatDuration } from '../../shared/format'
import {
  $signin,
  changeSigninPhone,
  confirmSignin,
  initSignin,
  requestSigninCode,
  SIGNIN_ERROR_MODAL,
  SIGNIN_LIMIT_MODAL,
} from '../../browser/stores/signin'
import { $modal } from '../../browser/stores/modal'
import { SIGNIN_CODE_MAX_LENGTH } from '../../shared/validation/signin'
import { Modal } from '../../browser/ui/Modal'
import { Spinner } from '../../browser/ui/Spinner'
import { Field } from './Field'
import type { SigninProps } from './index'
import { SIGNIN_MESSAGES as M } from './messages'
import { useSecondsLeft } from './use-seconds-left'

/** The sign-in form's phone look (spec §5, §9: +7 and ten digits). */
const SIGNIN_PHONE_MASK = '+{7} (000) 000-00-00'

export default function Signin({ next, codeStep, phone, rateLimitedUntil }: SigninProps) {
  // Before paint, so the server's step is what the visitor sees first.
  useLayoutEffect(() => {
    initSignin(codeStep && phone ? { step: 'code', phone, rateLimitedUntil: rateLimitedUntil || null } : { phone: phone ?? '' })
  }, [codeStep, phone, rateLimitedUntil])
  const state = useStore($signin)
  const codeInput = useRef<HTMLInputElement>(null)
  const limitLeft = useSecondsLeft(state.rateLimitedUntil)
  // After the first commit a step that appears was reached by the visitor: focus goes into it
  // (the button that was pressed has left the page).
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
  }, [])

  // No wrapper: the step's form is the host's first element, as the server's is, so the runtime
  // finds the field and the button the visitor used at the same places (carry-focus, first-press).
  return (
    <>
      {state.step === 'phone' ? (
        <PhoneStep focusOnMount={mounted.current} />
      ) : (
        <CodeStep next={next} codeInput={codeInput} focusOnMount={mounted.current} />
      )}
      <Modal id={SIGNIN_LIMIT_MODAL} title={M.limitTitle} onClose={() => codeInput.current?.focus()}>
        <p>{M.limitText(formatDuration(limitLeft))}</p>
      </Modal>
      <Modal id={SIGNIN_ERROR_MODAL} title={M.errorTitle}>
        <p>{state.failure.length > 0 ? state.failure.join(' ') : M.failed}</p>
      </Modal>
    </>
  )
}

function PhoneStep({ focusOnMount }: { focusOnMount: boolean }) {
  const { phone, loading, fieldErrors } = useStore($signin)
  const input = useRef<HTMLInputElement>(null)

  // Once per mount, not when they change: the phone is written in before the mask takes the input
  // (afterwards the mask owns its value), and focus goes in only if the visitor reached this step.
  const attachMask = useEffectEvent((element: HTMLInputElement) => {
    element.value = phone
    const mask = maskPhone(element, SIGNIN_PHONE_MASK)
    if (focusOnMount) element.focus()
    return mask
  })
  // In the commit that draws the step: the value is masked and focused before it is painted.
  const mask = useRef<LazyMask | null>(null)
  useLayoutEffect(() => {
    const element = input.current
    if (!element) return
    const attached = attachMask(element)
    mask.current = attached
    return () => attached.destroy()
  }, [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    // A press given with the island's arrival (the visitor's, held by the runtime) may come before
    // imask: the phone is sent, and shown on the code step, as the mask writes it.
    await mask.current?.ready()
    void requestSigninCode(input.current?.value ?? '')
  }

  return (
    <form className="site-form" noValidate onSubmit={submit}>
      <Field
        id="signin-phone_number"
        label={M.phoneLabel}
        name="phone_number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={M.phonePlaceholder}
        required
        errors={fieldErrors['phone_number']}
        inputRef={input}
      />
      <button className="btn btn-primary" type="submit" disabled={loading} aria-busy={loading || undefined}>
        {loading ? <Spinner label={M.sending} /> : M.getCode}
      </button>
    </form>
  )
}

function CodeStep({
  next,
  codeInput,
  focusOnMount,
}: {
  next: string | undefined
  codeInput: RefObject<HTMLInputElement | null>
  focusOnMount: boolean
}) {
  const { phone, loading, fieldErrors, rateLimitedUntil, resendLimitedUntil } = useStore($signin)
  const [code, setCode] = useState('')
  const left = useSecondsLeft(rateLimitedUntil)
  const tooManyLeft = useSecondsLeft(resendLimitedUntil)

  // Once per mount: focus goes in when the visitor reached this step, not under the 429 modal
  // (its close puts focus here).
  const focusStep = useEffectEvent(() => {
    if (focusOnMount && $modal.get() === null) codeInput.current?.focus()
  })
  useLayoutEffect(() => focusStep(), [])

  function submit(event: FormEvent) {
    event.preventDefault()
    void confirmSignin(code, next)
  }

  return (
    <section className="signin__code" aria-labelledby="signin-code-title">
      <h2 id="signin-code-title">{M.codeTitle}</h2>
      <p className="signin__sent">
        {M.sentTo(phone)}{' '}
        <button type="button" className="btn btn-link signin__change" aria-label={M.changeLabel} onClick={changeSigninPhone}>
          {M.change}
        </button>
      </p>
      <form className="site-form" noValidate onSubmit={submit}>
        <Field
          id="signin-code"
          label={M.codeLabel}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SIGNIN_CODE_MAX_LENGTH}
          required
          value={code}
          // Only digits, at most 12: a pasted «Код: 123 456» keeps its code (spec §9).
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, SIGNIN_CODE_MAX_LENGTH))}
          errors={fieldErrors['code']}
          inputRef={codeInput}
        />
        <div className="signin__actions">
          <button className="btn btn-primary" type="submit" disabled={loading} aria-busy={loading || undefined}>
            {M.submit}
          </button>
          <button className="btn btn-outline-primary" type="button" disabled={loading || left > 0} onClick={() => void requestSigninCode(phone)}>
            {left > 0 ? M.resendIn(formatDuration(left)) : M.resend}
          </button>
        </div>
        <p className="signin__notice" role="status">
          {tooManyLeft > 0 ? M.tooMany(formatDuration(tooManyLeft)) : ''}
        </p>
      </form>
    </section>
  )
}
