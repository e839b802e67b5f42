import { maskPhone, PHONE_PLACEHOLDER, type InputMask } from '../../shared/dom/phone-mask'
import { CHECKOUT_MESSAGES as M } from './messages'

interface Phones {
  /** The phone inputs in order: client_phones_1, _2 … */
  inputs(): HTMLInputElement[]
  /** Unmasks the inputs and stops the add button. */
  release(): void
}

/**
 * Masks the phone inputs of `[data-phone-list]` and turns the fallback submit button
 * «Добавить телефон» (`[data-add-phone]`) into one that adds client_phones_2, _3 … in place,
 * up to `maxPhones`. Added inputs are validated like the others (the form delegates).
 */
export function attachPhones(form: HTMLFormElement, maxPhones: number): Phones {
  const list = form.querySelector<HTMLElement>('[data-phone-list]')
  const addButton = form.querySelector<HTMLButtonElement>('[data-add-phone]')
  const masks = new Map<HTMLInputElement, InputMask>()
  const inputs = () => [...(list?.querySelectorAll<HTMLInputElement>('input[data-phone-input]') ?? [])]
  for (const input of inputs()) masks.set(input, maskPhone(input))

  const updateButton = () => {
    if (addButton) addButton.hidden = inputs().length >= maxPhones
  }
  const onAdd = () => {
    if (!list || inputs().length >= maxPhones) return
    const n = inputs().length + 1
    const input = phoneField(list, n)
    masks.set(input, maskPhone(input))
    updateButton()
    input.focus()
  }
  if (addButton) {
    // In place now; without JavaScript it was a submit that re-rendered one more input.
    addButton.type = 'button'
    addButton.addEventListener('click', onAdd)
  }
  updateButton()

  return {
    inputs,
    release() {
      addButton?.removeEventListener('click', onAdd)
      for (const mask of masks.values()) mask.destroy()
      masks.clear()
    },
  }
}

function phoneField(list: HTMLElement, n: number): HTMLInputElement {
  const id = `order-client_phones_${n}`
  const field = document.createElement('div')
  field.className = 'site-form__field'
  field.setAttribute('data-phone-field', '')
  const label = document.createElement('label')
  label.className = 'form-label'
  label.htmlFor = id
  label.textContent = M.extraPhone(n - 1)
  const input = document.createElement('input')
  Object.assign(input, { className: 'form-control', id, name: `client_phones_${n}`, type: 'tel', placeholder: PHONE_PLACEHOLDER })
  input.inputMode = 'tel'
  input.setAttribute('data-phone-input', '')
  field.append(label, input)
  list.append(field)
  return input
}
