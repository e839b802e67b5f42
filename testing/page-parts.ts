/** What every page has that islands read or show: kept after a fixture's own parts. */
export const ALWAYS_KEPT = ['[data-island="message-modal"]', '#site-config']

/**
 * The parts of a server page a fixture keeps: every match of each selector of `keep`, in that
 * order (a part inside one already kept is kept with it), then the message modal host and the
 * site config block. Throws when a selector of `keep` matches nothing on `page` (named `what`).
 */
export function keepParts(page: Document, keep: readonly string[], what: string): string[] {
  const kept: Element[] = []
  for (const selector of [...keep, ...ALWAYS_KEPT]) {
    const matches = [...page.querySelectorAll(selector)]
    if (matches.length === 0 && keep.includes(selector)) throw new Error(`testing kit: nothing matches ${selector} on ${what}`)
    for (const element of matches) {
      if (kept.some((part) => part.contains(element))) continue
      kept.push(element)
    }
  }
  return kept.map((element) => element.outerHTML)
}
