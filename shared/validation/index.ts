export { VALIDATION_MESSAGES } from './messages'
export { checkPhone, isBlankPhone, normalizePhone, replaceLeadingEight } from './phone'
export { checkConcealedPhone } from './concealed'
export { checkDiscountCard, passesLuhn } from './card'
export { checkNumberMask } from './mask'
export { checkDigits, checkEmail, checkName, checkRequired, checkRequiredCheckbox, isChecked } from './text'
export { checkInteger, cleanMaskedInteger, formatInteger, parseInteger } from './integer'
export { checkDeliveryDate, checkDeliveryNotBefore, deliveryDay } from './date'
export { checkSigninCode, checkSigninPhone } from './signin'
export { defineForm, validateField, validateForm, valueToText, type FieldErrors, type FieldRule, type FormRules } from './rules'
export {
  COURIER_DELIVERY_TYPE,
  callbackForm,
  exitSubscriptionForm,
  numberOrderForm,
  orderForm,
  reviewForm,
  sellNumberForm,
  sellNumberItemForm,
  signinConfirmForm,
  signinSendForm,
  stockRequestNumberForm,
  stockRequestTariffForm,
  tariffSelectionForm,
  validatePhones,
  requestForms,
  isRequestFormKind,
  type RequestFormKind,
} from './forms'
