import { atom } from 'nanostores'
import type { LazyMask } from '../../browser/dom/lazy-mask'
import { listen } from '../../browser/dom/listen'
import { maskPhone } from '../../browser/dom/phone-mask'
import { asScriptButton } from '../../browser/dom/script-button'
import { renderReactPart } from '../../browser/runtime/react-part'
import { AddedPhones } from './AddedPhones'

interface Phones {
  /** The phone inputs in order: client_phones_1, _2 … */
  inputs(): HTMLInputElement[]
  /** Unmasks the inputs, stops the add button and takes the added fields away. */
  release(): void
}

/**
 * Masks the phone inputs of `[data-phone-list]` and turns the fallback submit button
 * «Добавить телефон» (`[data-add-phone]`) into one that adds client_phones_2, _3 … in place,
 * up to `maxPhones` (React draws them, AddedPhones, from the first press on). Added inputs are validated like the
 * others (the form delegates).
 */
export function attachPhones(form: HTMLFormElement, maxPhones: number): Phones {
  const list = form.querySelector<HTMLElement>('[data-phone-list]')
  const addButton = form.querySelector<HTMLButtonElement>('[data-add-phone]')
  const inputs = () => [...(list?.querySelectorAll<HTMLInputElement>('input[data-phone-input]') ?? [])]
  const masks: LazyMask[] = inputs().map((input) => maskPhone(input))
  const rendered = inputs().length
  const $count = atom(rendered)

  // React draws the added fields, and comes with the first of them: the page loads without it.
  let releaseAdded = () => {}
  const onAdd = () => {
    if (!list || $count.get() >= maxPhones) return
    if ($count.get() === rendered) releaseAdded = renderReactPart(list, AddedPhones, { $count, rendered })
    $count.set($count.get() + 1)
  }
  const stopButton = $count.subscribe((count) => {
    if (addButton) addButton.hidden = count >= maxPhones
  })
  // In place now; without JavaScript it was a submit that re-rendered one more input.
  const restoreAddButton = addButton ? asScriptButton(addButton) : () => {}
  const unlisten = addButton ? listen(addButton, { click: onAdd }) : () => {}

  return {
    inputs,
    release() {
      unlisten()
      restoreAddButton()
      stopButton()
      releaseAdded()
      for (const mask of masks) mask.destroy()
    },
  }
}
