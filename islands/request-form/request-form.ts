import { enhanceRequestForm } from '../../browser/forms/enhance-form'
import type { Enhancer } from '../../shared/contract/island'
import { isRequestFormKind, requestForms } from '../../shared/validation'
import type { RequestFormProps } from './index'

/** The host is the `<form>` itself or an element around it. */
const enhanceRequestFormHost: Enhancer<RequestFormProps> = (host, { kind, body = 'multipart' }) => {
  const form = host instanceof HTMLFormElement ? host : host.querySelector('form')
  if (!form) {
    console.warn('[islands] "request-form": no <form> in', host)
    return () => undefined
  }
  if (!isRequestFormKind(kind) || (body !== 'multipart' && body !== 'json')) {
    console.warn(`[islands] "request-form": unknown data-kind "${kind}" or data-body "${body}" on`, host)
    return () => undefined
  }
  return enhanceRequestForm(form, { rules: requestForms[kind], body })
}

export default enhanceRequestFormHost
