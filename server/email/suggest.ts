/**
 * E-mail suggestions for the checkout and request forms: completes a domain
 * being typed ('ivan@gm' → gmail.com) and corrects a likely typo
 * ('ivan@gmial.com' → gmail.com). The spec leaves the service's shape open;
 * this one answers `{suggestions: string[]}`, at most five, best first.
 */
export const MAIL_DOMAINS = [
  'mail.ru',
  'gmail.com',
  'yandex.ru',
  'ya.ru',
  'bk.ru',
  'list.ru',
  'inbox.ru',
  'rambler.ru',
  'icloud.com',
  'outlook.com',
  'hotmail.com',
  'yahoo.com',
] as const
const MAX_SUGGESTIONS = 5
const MAX_TYPO_DISTANCE = 2

/** Edit distance with adjacent transpositions ('gmial' is one step from 'gmail'). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) d[0]![j] = j
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1)
      d[i]![j] = best
    }
  }
  return d[a.length]![b.length]!
}

export function suggestEmails(input: string): string[] {
  const value = input.trim().toLowerCase()
  const at = value.lastIndexOf('@')
  if (at < 1) return []
  const local = value.slice(0, at)
  const domain = value.slice(at + 1)
  if (MAIL_DOMAINS.includes(domain as (typeof MAIL_DOMAINS)[number])) return []
  const completions = MAIL_DOMAINS.filter((d) => d.startsWith(domain))
  const corrections = domain.includes('.')
    ? MAIL_DOMAINS.map((d) => [d, distance(domain, d)] as const)
        .filter(([, n]) => n > 0 && n <= MAX_TYPO_DISTANCE)
        .sort((a, b) => a[1] - b[1])
        .map(([d]) => d)
    : []
  return [...new Set([...completions, ...corrections])].slice(0, MAX_SUGGESTIONS).map((d) => `${local}@${d}`)
}
