/**
 * The cookies of one visitor, kept as a browser keeps them: what script may read
 * (`csrftoken`, `region`, `age_confirmed` …) lives in `document.cookie`, where the islands read
 * it; `HttpOnly` cookies (the session) live here, out of script's reach, and both go back with
 * every request. Without a document (the fixture script's visitors) every cookie is kept here.
 */
export interface CookieJar {
  /** The `Cookie` header of the next request. */
  header(): string
  /** The value of the cookie `name` the next request sends, or undefined. */
  get(name: string): string | undefined
  /** Takes a response's `Set-Cookie` lines. */
  store(setCookies: readonly string[]): void
  /** Sets a cookie as a page's response would (`name=value; Path=/ …`). */
  set(line: string): void
  /** Forgets every cookie, the document's too. */
  clear(): void
}

interface ParsedCookie {
  name: string
  value: string
  httpOnly: boolean
  expired: boolean
}

function parse(line: string): ParsedCookie | null {
  const [pair = '', ...attributes] = line.split(';')
  const eq = pair.indexOf('=')
  if (eq <= 0) return null
  const attr = new Map(
    attributes.map((part) => {
      const at = part.indexOf('=')
      return at === -1 ? [part.trim().toLowerCase(), ''] : [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()]
    }),
  )
  const maxAge = attr.get('max-age')
  const expires = attr.get('expires')
  return {
    name: pair.slice(0, eq).trim(),
    value: pair.slice(eq + 1).trim(),
    httpOnly: attr.has('httponly'),
    expired: (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now()),
  }
}

/** A jar over `page`'s document.cookie, or one of its own when `page` is absent. */
export function createCookieJar(page?: Document): CookieJar {
  // HttpOnly cookies always; every cookie when there is no document.
  const kept = new Map<string, string>()

  const documentPairs = (): string[] =>
    page
      ? page.cookie
          .split(';')
          .map((pair) => pair.trim())
          .filter(Boolean)
      : []

  function store(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const cookie = parse(line)
      if (!cookie) continue
      if (cookie.httpOnly || !page) {
        if (cookie.expired) kept.delete(cookie.name)
        else kept.set(cookie.name, cookie.value)
      } else {
        // The browser's own parser applies Path, Max-Age and Expires (and so deletion).
        page.cookie = line
      }
    }
  }

  return {
    header: () => [...documentPairs(), ...[...kept].map(([name, value]) => `${name}=${value}`)].join('; '),
    get(name) {
      const pair = documentPairs().find((one) => one.slice(0, one.indexOf('=')).trim() === name)
      return pair === undefined ? kept.get(name) : pair.slice(pair.indexOf('=') + 1)
    },
    store,
    set: (line) => store([line]),
    clear() {
      kept.clear()
      for (const pair of documentPairs()) {
        const name = pair.split('=')[0]!.trim()
        // Both forms: a cookie set without a path is not removed by a `path=/` expiry in happy-dom.
        page!.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
        page!.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`
      }
    },
  }
}
