import { listen } from '../../browser/dom/listen'

/** Markup of the sell-number form the items code works on (templates/pages/site/sell-number.html). */
export const ITEM = '[data-sell-item]'
const ADD = '[data-add-item]'
const DELETE = '[data-delete-item]'
const ITEM_NAME = /^items-\d+-(.+)$/

interface Items {
  list(): HTMLElement[]
  release(): void
}

/**
 * Number items added and deleted in place. A new item is a copy of the first as the server
 * rendered it, emptied; names, ids and labels follow the item's position (`items-0-number`,
 * `items-1-number` …, as the server reads them). The delete buttons hide while one item remains.
 */
export function attachItems(form: HTMLFormElement, onAdded: (item: HTMLElement) => void, onDeleted: (item: HTMLElement) => void): Items {
  const list = () => [...form.querySelectorAll<HTMLElement>(ITEM)]
  const template = list()[0]?.cloneNode(true) as HTMLElement | undefined
  const add = form.querySelector<HTMLButtonElement>(ADD)

  const update = () => {
    const items = list()
    items.forEach((item, index) => renumber(item, index))
    for (const button of form.querySelectorAll<HTMLButtonElement>(DELETE)) button.hidden = items.length <= 1
  }
  const onAdd = () => {
    const last = list().at(-1)
    if (!template || !last) return
    const item = template.cloneNode(true) as HTMLElement
    clearItem(item)
    last.after(item)
    update()
    onAdded(item)
    item.querySelector<HTMLElement>('input, select')?.focus()
  }
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(DELETE) : null
    const item = button?.closest<HTMLElement>(ITEM)
    if (!item || list().length <= 1) return
    const index = list().indexOf(item)
    item.remove()
    onDeleted(item)
    // Messages of the items that moved up would point at their old ids.
    for (const rest of list()) clearErrors(rest)
    update()
    const next = list()[Math.min(index, list().length - 1)]
    next?.querySelector<HTMLElement>('input, select')?.focus()
  }

  if (add) add.hidden = false
  const unlisten = [add ? listen(add, { click: onAdd }) : () => {}, listen(form, { click: onClick })]
  update()
  return {
    list,
    release() {
      unlisten.forEach((release) => release())
      if (add) add.hidden = true
    },
  }
}

function renumber(item: HTMLElement, index: number): void {
  for (const control of item.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name]')) {
    const field = ITEM_NAME.exec(control.name)?.[1]
    if (!field) continue
    const oldId = control.id
    control.name = `items-${index}-${field}`
    control.id = `sell-items-${index}-${field}`
    const label = item.querySelector(`label[for="${CSS.escape(oldId)}"]`)
    label?.setAttribute('for', control.id)
  }
}

function clearItem(item: HTMLElement): void {
  clearErrors(item)
  for (const control of item.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) control.value = ''
  const price = item.querySelector('[data-placement-price]')
  if (price) price.textContent = ''
}

function clearErrors(item: HTMLElement): void {
  item.querySelectorAll('.invalid-feedback').forEach((feedback) => feedback.remove())
  for (const control of item.querySelectorAll('.is-invalid, [aria-invalid]')) {
    control.classList.remove('is-invalid')
    control.removeAttribute('aria-invalid')
    control.removeAttribute('aria-describedby')
  }
}
