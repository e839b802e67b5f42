import { MONTHS_GENITIVE } from '../../shared/format'

/** Display helpers of the content API: Russian dates and HTML made from plain text. */

/** '2026-11-21' → '21 ноября 2026'; anything else is returned unchanged. */
export function dateDisplay(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  const month = m ? MONTHS_GENITIVE[Number(m[2]) - 1] : undefined
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : isoDate
}

/** 'YYYY-MM-DD' plus a number of days (may be negative), in UTC. */
export function addDays(isoDate: string, days: number): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000
  return new Date(time).toISOString().slice(0, 10)
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

/** Plain text → HTML: blank lines split paragraphs, single newlines become <br>. */
export function paragraphsHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

/** Lower-cased text for substring search (Unicode-aware, unlike SQLite's lower()). */
export function searchKey(text: string): string {
  // eslint-disable-next-line no-restricted-syntax -- a letter folded for matching («Орёл» is found by «орел»), not a text anyone reads
  return text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim()
}
