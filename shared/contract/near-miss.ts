/**
 * Is a name a likely misspelling of one of the names a contract knows: an island's own `data-*`
 * attributes, or the registered islands? The one suggestion rule of the TypeScript readers (the
 * runtime, the template checker) and of the Django tag (integrations/django/storefront_islands/near_miss.py),
 * pinned by tests/host-rules/cases.json: comparing the names after `data-`, one edit (a letter
 * missing, added or doubled, changed, or two neighbours swapped) from a name of 4 to 7 letters, or
 * two edits from a name of 8 or more. Anything farther is another library's attribute
 * (`data-bs-toggle`, `data-testid`), or another name, and is left alone.
 *
 * @example
 * nearMiss('data-numbr', ['data-number', 'data-tariff']) // 'data-number'
 * nearMiss('data-bs-toggle', ['data-number']) // undefined
 * nearMiss('cart-buton', ['cart-button', 'countdown']) // 'cart-button'
 */
export function nearMiss(name: string, own: readonly string[]): string | undefined {
  const tail = withoutPrefix(name)
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of own) {
    const target = withoutPrefix(candidate)
    const allowed = target.length >= 8 ? 2 : target.length >= 4 ? 1 : 0
    const distance = editDistance(tail, target, allowed)
    if (distance > 0 && distance <= allowed && distance < bestDistance) [best, bestDistance] = [candidate, distance]
  }
  return best
}

const PREFIX = 'data-'
const withoutPrefix = (name: string) => (name.startsWith(PREFIX) ? name.slice(PREFIX.length) : name)

/** The optimal string alignment distance of a and b, or `limit + 1` once it is known to exceed `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1)
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > limit) return limit + 1
    ;[before, previous] = [previous, current]
  }
  return previous[b.length]!
}
