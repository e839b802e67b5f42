import { api } from './client'
import type { ConfirmSigninCodeRequest, ConfirmSigninCodeResponse, SendSigninCodeRequest, SendSigninCodeResponse } from '../../shared/api/types'

const SEND_SIGNIN_CODE_URL = '/api/customers/send-signin-code/'
const CONFIRM_SIGNIN_CODE_URL = '/api/customers/confirm-signin-code/'

/**
 * Asks for an SMS code. A 429 rejects with `ApiError` whose `rateLimitedUntil` says when
 * a new code may be sent; 400 carries field errors on `phone_number`.
 */
export function sendSigninCode(phone_number: string): Promise<SendSigninCodeResponse> {
  const body: SendSigninCodeRequest = { phone_number }
  return api.post<SendSigninCodeResponse | undefined>(SEND_SIGNIN_CODE_URL, body).then((r) => r ?? {})
}

/** Confirms the code; follow `redirect_to` only through `followRedirect`. */
export function confirmSigninCode(phone_number: string, code: string, next?: string): Promise<ConfirmSigninCodeResponse> {
  const body: ConfirmSigninCodeRequest = next ? { phone_number, code, next } : { phone_number, code }
  return api.post<ConfirmSigninCodeResponse>(CONFIRM_SIGNIN_CODE_URL, body)
}
