import { ACTIVE_CLASS, linksAsButtons, paintPressed } from '../../browser/dom/pressed'

/**
 * The provider pills of a blog list (templates/partials/site-provider-filter.html).
 * The server renders links, one provider each; here they become toggle buttons
 * (`role="button"`, `aria-pressed`, browser/dom/pressed.ts) so several providers can be chosen
 * at once: «Все» (`data-provider=""`) clears the choice, and unpressing the last provider
 * presses «Все» again, like the spec's 'any' checkbox group. A modified click (new tab, new
 * window) still follows the link.
 */

const PILL_SELECTOR = 'a[data-provider]'

interface ProviderPills {
  /** The chosen provider slugs in the pills' order; empty means every provider. */
  selected(): string[]
  release(): void
}

export function enhanceProviderPills(nav: HTMLElement, onChange: (selected: string[]) => void): ProviderPills {
  const pills = Array.from(nav.querySelectorAll<HTMLAnchorElement>(PILL_SELECTOR))
  const active = pills.map((pill) => pill.classList.contains(ACTIVE_CLASS))
  const chosen = new Set(pills.filter((p) => p.dataset.provider && p.classList.contains(ACTIVE_CLASS)).map((p) => p.dataset.provider!))

  const selected = () => pills.map((p) => p.dataset.provider ?? '').filter((slug) => chosen.has(slug))
  const paint = () =>
    paintPressed(pills, (pill) => {
      const slug = pill.dataset.provider ?? ''
      return slug === '' ? chosen.size === 0 : chosen.has(slug)
    })

  const release = linksAsButtons(nav, PILL_SELECTOR, (pill) => {
    const slug = pill.dataset.provider ?? ''
    if (slug === '') chosen.clear()
    else if (chosen.has(slug)) chosen.delete(slug)
    else chosen.add(slug)
    paint()
    onChange(selected())
  })
  paint()

  return {
    selected,
    release() {
      release()
      pills.forEach((pill, i) => pill.classList.toggle(ACTIVE_CLASS, active[i]!))
    },
  }
}
