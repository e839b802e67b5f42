/** Russian grouping of counts by the platform's own rules (a no-break space: '1 725'). */
const COUNT_FORMAT = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 })

/**
 * A count as people read it: thousands grouped as Intl writes Russian.
 *
 * @example
 * formatCount(1725) // '1 725' (a no-break space)
 */
export function formatCount(count: number): string {
  return COUNT_FORMAT.format(count)
}
