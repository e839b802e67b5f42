import { listen } from '../../browser/dom/listen'
import type { Enhancer } from '../../shared/contract/island'
import type { TooltipProps } from './index'

const TRIGGER = 'button[data-tooltip-trigger]'
const TIP = '[role="tooltip"]'

const enhanceTooltip: Enhancer<TooltipProps> = (host, { trigger: mode = 'click' }) => {
  const trigger = host.querySelector<HTMLButtonElement>(TRIGGER)
  const tip = host.querySelector<HTMLElement>(TIP)
  if (!trigger || !tip || !tip.id) {
    console.warn(`[islands] "tooltip": needs ${TRIGGER} and a ${TIP} with an id inside`, host)
    return () => {}
  }
  if (mode !== 'click' && mode !== 'hover') console.warn(`[islands] "tooltip": unknown data-trigger="${mode}", using "click"`, host)
  const hover = mode === 'hover'
  // The description is there for assistive technology whether the tip shows or not.
  const describedBy = trigger.getAttribute('aria-describedby')
  if (!(describedBy ?? '').split(/\s+/).includes(tip.id)) trigger.setAttribute('aria-describedby', [describedBy, tip.id].filter(Boolean).join(' '))

  const set = (open: boolean) => {
    tip.hidden = !open
    host.toggleAttribute('data-tooltip-open', open)
  }
  const onClick = () => set(tip.hidden)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !tip.hidden) {
      set(false)
      trigger.focus()
    }
  }
  const onDocumentClick = (event: MouseEvent) => {
    if (!tip.hidden && event.target instanceof Node && !host.contains(event.target)) set(false)
  }
  const show = () => set(true)
  const hide = () => set(false)

  set(false)
  const unlisten = [
    listen(document, { keydown: onKeyDown, click: onDocumentClick }),
    hover ? listen(host, { pointerenter: show, pointerleave: hide }) : () => {},
    listen(trigger, hover ? { focus: show, blur: hide } : { click: onClick }),
  ]
  return () => {
    unlisten.forEach((release) => release())
    if (describedBy === null) trigger.removeAttribute('aria-describedby')
    else trigger.setAttribute('aria-describedby', describedBy)
    set(false)
  }
}

export default enhanceTooltip
