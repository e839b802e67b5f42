import { listen } from '../../browser/dom/listen'
import { closestWithin, paintPressed } from '../../browser/dom/pressed'
import type { Enhancer } from '../../shared/contract/island'
import type { ToggleButtonsProps } from './index'

const BUTTON = 'button[data-toggle-value]'
const ITEM = '[data-filter-value]'

const enhanceToggleButtons: Enhancer<ToggleButtonsProps> = (host, { mode = 'single', filters }) => {
  const buttons = Array.from(host.querySelectorAll<HTMLButtonElement>(BUTTON))
  const list = filters ? document.getElementById(filters) : null
  if (buttons.length === 0 || (filters && !list)) {
    console.warn(`[islands] "toggle-buttons": needs ${BUTTON} inside${filters ? ` and a list #${filters}` : ''}`, host)
    return () => {}
  }
  const multi = mode === 'multi'
  const pressed = new Set(buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.dataset.toggleValue ?? ''))
  if (pressed.size === 0 && !multi) pressed.add(buttons[0]!.dataset.toggleValue ?? '')

  const apply = () => {
    paintPressed(buttons, (b) => pressed.has(b.dataset.toggleValue ?? ''))
    if (!list) return
    const all = pressed.size === 0 || pressed.has('')
    for (const item of list.querySelectorAll<HTMLElement>(ITEM)) item.hidden = !all && !pressed.has(item.dataset.filterValue ?? '')
  }
  const onClick = (event: MouseEvent) => {
    const button = closestWithin<HTMLButtonElement>(host, event, BUTTON)
    if (!button) return
    const value = button.dataset.toggleValue ?? ''
    if (!multi) {
      pressed.clear()
      pressed.add(value)
    } else if (pressed.has(value)) pressed.delete(value)
    else pressed.add(value)
    apply()
  }

  apply()
  const unlisten = listen(host, { click: onClick })
  return () => {
    unlisten()
    if (list) for (const item of list.querySelectorAll<HTMLElement>(ITEM)) item.hidden = false
  }
}

export default enhanceToggleButtons
