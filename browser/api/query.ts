/** A value the query serialiser accepts; arrays become repeated keys. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean | null | undefined)[]

/** Query parameters, e.g. `{ page: 2, provider: [1, 3], query: '' }`. */
export type QueryParams = Record<string, QueryValue>

/**
 * Serialises params to a query string without the leading `?`.
 * Arrays repeat the key (Django's `getlist`); `undefined`, `null` and `''` are skipped
 * so that an untouched filter does not narrow the result.
 *
 * @example query({ page: 2, provider: [1, 3], q: '' }) // 'page=2&provider=1&provider=3'
 */
export function query(params: QueryParams): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    const list = Array.isArray(value) ? value : [value]
    for (const item of list) {
      if (item === undefined || item === null || item === '') continue
      search.append(key, String(item))
    }
  }
  return search.toString()
}

/** Appends serialised params to a URL that may already have a query string. */
export function withQuery(url: string, params: QueryParams | undefined): string {
  const qs = params ? query(params) : ''
  if (!qs) return url
  const hash = url.indexOf('#')
  const base = hash < 0 ? url : url.slice(0, hash)
  const fragment = hash < 0 ? '' : url.slice(hash)
  return `${base}${base.includes('?') ? '&' : '?'}${qs}${fragment}`
}
