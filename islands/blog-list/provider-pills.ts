/**
 * The provider pills of a blog list (templates-fixtures/partials/site-provider-filter.html).
 * The server renders links, one provider each; here they become toggle buttons
 * (`role="button"`, `aria-pressed`) so several providers can be chosen at once: «Все»
 * (`data-provider=""`) clears the choice, and unpressing the last provider presses «Все»
 * again, like the spec's 'any' checkbox group. A modified click (new tab, new window) still
 * follows the link.
 */

const PILL_SELECTOR = 'a[data-provider]'
const ACTIVE_CLASS = 'is-active'

export interface ProviderPills {
  /** The chosen provider slugs in the pills' order; empty means every provider. */
  selected(): string[]
  release(): void
}

export function enhanceProviderPills(nav: HTMLElement, onChange: (selected: string[]) => void): ProviderPills {
  const pills = Array.from(nav.querySelectorAll<HTMLAnchorElement>(PILL_SELECTOR))
  const original = pills.map((pill) => ({ pill, current: pill.getAttribute('aria-current'), active: pill.classList.contains(ACTIVE_CLASS) }))
  const chosen = new Set(pills.filter((p) => p.dataset.provider && p.classList.contains(ACTIVE_CLASS)).map((p) => p.dataset.provider!))

  const selected = () => pills.map((p) => p.dataset.provider ?? '').filter((slug) => chosen.has(slug))

  const paint = () => {
    for (const pill of pills) {
      const slug = pill.dataset.provider ?? ''
      const pressed = slug === '' ? chosen.size === 0 : chosen.has(slug)
      pill.classList.toggle(ACTIVE_CLASS, pressed)
      pill.setAttribute('aria-pressed', String(pressed))
    }
  }

  const toggle = (pill: HTMLAnchorElement) => {
    const slug = pill.dataset.provider ?? ''
    if (slug === '') chosen.clear()
    else if (chosen.has(slug)) chosen.delete(slug)
    else chosen.add(slug)
    paint()
    onChange(selected())
  }

  const pillOf = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(PILL_SELECTOR) : null
    return target && nav.contains(target) ? target : null
  }
  const onClick = (event: MouseEvent) => {
    const pill = pillOf(event)
    if (!pill || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    toggle(pill)
  }
  // A button answers Space too (a link only Enter, which arrives here as a click).
  const onKeyDown = (event: KeyboardEvent) => {
    const pill = pillOf(event)
    if (!pill || event.key !== ' ') return
    event.preventDefault()
    toggle(pill)
  }

  for (const pill of pills) {
    pill.setAttribute('role', 'button')
    pill.removeAttribute('aria-current')
  }
  paint()
  nav.addEventListener('click', onClick)
  nav.addEventListener('keydown', onKeyDown)

  return {
    selected,
    release() {
      nav.removeEventListener('click', onClick)
      nav.removeEventListener('keydown', onKeyDown)
      for (const { pill, current, active } of original) {
        pill.removeAttribute('role')
        pill.removeAttribute('aria-pressed')
        pill.classList.toggle(ACTIVE_CLASS, active)
        if (current !== null) pill.setAttribute('aria-current', current)
      }
    },
  }
}
