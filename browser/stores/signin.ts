import { map } from 'nanostores'
import { ApiError } from '../api/errors'
import { followRedirect } from '../api/follow-redirect'
import { announceChange } from '../runtime/changes-elsewhere'
import { confirmSigninCode, sendSigninCode } from '../api/signin'
import { signinConfirmForm, signinSendForm } from '../../shared/validation/forms'
import { validateForm } from '../../shared/validation/rules'
import { openModal } from './modal'
import { onPageReset } from './page-reset'

/** The modals of the sign-in form (spec §8): the 429 of the phone step, and «Ошибка». */
export const SIGNIN_LIMIT_MODAL = 'signin-limit'
export const SIGNIN_ERROR_MODAL = 'signin-error'

type SigninStep = 'phone' | 'code'

interface SigninState {
  step: SigninStep
  /** The phone as typed (masked); the server normalises it. */
  phone: string
  /** No new code before this moment (ISO), from the send answer or its 429. */
  rateLimitedUntil: string | null
  /** A request is running: the buttons are disabled. */
  loading: boolean
  /** Messages under the field of the current step (`phone_number` or `code`). */
  fieldErrors: Record<string, string[]>
  /** A resend answered 429: «Слишком много попыток…» until this moment. */
  resendLimitedUntil: string | null
  /** What the «Ошибка» modal says: the server's messages, or none for the general failure. */
  failure: string[]
}

const INITIAL: SigninState = {
  step: 'phone',
  phone: '',
  rateLimitedUntil: null,
  loading: false,
  fieldErrors: {},
  resendLimitedUntil: null,
  failure: [],
}

/** The sign-in form of /customer/signin/ (spec §4): phone step, then code step. */
export const $signin = map<SigninState>({ ...INITIAL })

/** Starts the form where the server's page left it (a no-script step already taken). */
export function initSignin(state: Partial<Pick<SigninState, 'step' | 'phone' | 'rateLimitedUntil'>> = {}): void {
  $signin.set({ ...INITIAL, ...state })
}

/**
 * Sends a code to `phone` (the phone step's submit and the code step's resend). Sent → the
 * code step with the limit; 429 on the phone step → the code step and the «Код был отправлен
 * ранее» modal; 429 on a resend → «Слишком много попыток…»; 400 → messages under the field.
 */
export async function requestSigninCode(phone: string): Promise<void> {
  const resend = $signin.get().step === 'code'
  const invalid = validateForm(signinSendForm, { phone_number: phone })
  if (Object.keys(invalid).length > 0) return showErrors(invalid, [])
  $signin.set({ ...$signin.get(), loading: true, fieldErrors: {}, resendLimitedUntil: null })
  try {
    const sent = await sendSigninCode(phone)
    $signin.set({ ...$signin.get(), step: 'code', phone, rateLimitedUntil: sent.rate_limited_until ?? null })
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      const until = error.rateLimitedUntil
      if (resend) {
        $signin.set({ ...$signin.get(), rateLimitedUntil: until, resendLimitedUntil: until })
      } else {
        $signin.set({ ...$signin.get(), step: 'code', phone, rateLimitedUntil: until })
        openModal(SIGNIN_LIMIT_MODAL)
      }
    } else {
      fail(error)
    }
  } finally {
    $signin.setKey('loading', false)
  }
}

/**
 * Confirms `code` for the phone of the code step and follows `redirect_to` when it is
 * same-origin (otherwise the home page: the visitor is signed in either way).
 */
export async function confirmSignin(code: string, next?: string): Promise<void> {
  const { phone } = $signin.get()
  const invalid = validateForm(signinConfirmForm, { phone_number: phone, code })
  if (Object.keys(invalid).length > 0) return showErrors(invalid, [])
  $signin.set({ ...$signin.get(), loading: true, fieldErrors: {} })
  try {
    const { redirect_to } = await confirmSigninCode(phone, code.trim(), next)
    // Signed in now: the other tabs are drawn again for the customer.
    announceChange('session')
    // Stays loading: the page is being left.
    if (!followRedirect(redirect_to)) followRedirect('/')
  } catch (error) {
    $signin.setKey('loading', false)
    fail(error)
  }
}

/** «Изменить»: back to the phone step, the limit cleared (spec §4). */
export function changeSigninPhone(): void {
  const { phone } = $signin.get()
  $signin.set({ ...INITIAL, phone })
}

/** 400 → field errors; anything else → the «Ошибка» modal with the general message. */
function fail(error: unknown): void {
  if (error instanceof ApiError && error.status === 400) return showErrors(error.fieldErrors, error.nonFieldErrors)
  $signin.setKey('failure', [])
  openModal(SIGNIN_ERROR_MODAL)
}

/**
 * The current step's field gets its messages; errors of any other field (the phone on the
 * code step, where it is no longer an input) join the non-field ones in the modal.
 */
function showErrors(fieldErrors: Record<string, string[]>, nonField: string[]): void {
  const shown = $signin.get().step === 'phone' ? 'phone_number' : 'code'
  const own = fieldErrors[shown]
  const others = Object.entries(fieldErrors).flatMap(([name, list]) => (name === shown ? [] : list))
  $signin.setKey('fieldErrors', own ? { [shown]: own } : {})
  if (others.length + nonField.length > 0 || !own) {
    $signin.setKey('failure', [...nonField, ...others])
    openModal(SIGNIN_ERROR_MODAL)
  }
}

onPageReset(() => initSignin())
