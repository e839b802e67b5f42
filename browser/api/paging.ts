import type { Paged } from '../../shared/api/types'

/**
 * `next` of a paged answer (spec §7 `{results, next}`) as a page number: the reference server
 * sends the number, Django REST framework the next page's URL; null or anything else is the end.
 *
 * @example nextPageOf('https://shop.example/api/news/?page=3') // 3
 */
export function nextPageOf(next: unknown): number | null {
  if (typeof next === 'number') return Number.isInteger(next) && next > 0 ? next : null
  if (typeof next !== 'string' || next === '') return null
  let page: number
  try {
    page = Number(new URL(next, location.href).searchParams.get('page') ?? '')
  } catch {
    return null
  }
  return Number.isInteger(page) && page > 0 ? page : null
}

/** Whether a body has the paged shape: an object whose `results` is an array. */
export function isPaged(body: unknown): body is Paged<unknown> {
  return typeof body === 'object' && body !== null && Array.isArray((body as { results?: unknown }).results)
}
