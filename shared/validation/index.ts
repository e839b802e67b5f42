export { messages, type MessageKey } from './messages'
export {
  checkPhone,
  formatPhone,
  isBlankPhone,
  normalizePhone,
  replaceLeadingEight,
} from './phone'
export { checkConcealedPhone } from './concealed'
export { checkDiscountCard, passesLuhn } from './card'
export { checkNumberMask } from './mask'
export {
  checkDigits,
  checkEmail,
  checkName,
  checkRequired,
  checkRequiredCheckbox,
  isChecked,
} from './text'
export { checkInteger, cleanMaskedInteger, formatInteger, parseInteger } from './integer'
export { checkDeliveryDate, checkDeliveryNotBefore, deliveryDay } from './date'
export { SIGNIN_CODE_MAX_LENGTH, checkSigninCode, checkSigninPhone } from './signin'
export {
  defineForm,
  validateField,
  validateForm,
  validateList,
  valueToText,
  type Check,
  type FieldErrors,
  type FieldRule,
  type FormRules,
} from './rules'
export {
  COURIER_DELIVERY_TYPE,
  callbackForm,
  contactsForm,
  cooperationForm,
  exitSubscriptionForm,
  feedbackForm,
  numberOrderForm,
  numberSelectionForm,
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
