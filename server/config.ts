import { BASE_TILE_TEMPLATE } from './coverage/tiles'
import { LOCAL_HOSTS } from './http/allowed-hosts'
import { fromProjectRoot } from './paths'
import { SERVER_MESSAGES } from './messages'

/** Environment variables as `process.env` holds them. */
export type Env = Record<string, string | undefined>

/**
 * Settings of the reference server. Every value has a default so `npm start` works with
 * no environment at all; the env names mirror the Django settings they stand in for.
 */
export interface Config {
  port: number
  host: string
  /** Absolute path of the SQLite file. */
  dbPath: string
  /** The build served at /static/dist/, with its manifest.json (STATIC_DIST_DIR, like Django's STATIC_ROOT). */
  staticDistDir: string
  nodeEnv: 'development' | 'production' | 'test'
  /** From SECRET_KEY; null means "use the key generated once and kept in the database". */
  secretKey: string | null
  cartMaxItems: number
  /** Minimum rent period in months. */
  minRentPeriod: number
  /** Seconds after the first visit before the exit-intent modal may show; negative = off. */
  exitInitialDelay: number
  /** Seconds after closing before it may show again; negative = never again. */
  exitRetryDelay: number
  /** How many phone numbers an empty database is seeded with (SEED_NUMBERS). */
  seedNumbers: number
  /** The coverage map's base layer ({z}/{x}/{y}); the demo draws its own (MAP_TILE_URL). */
  mapBaseTileUrl: string
  mapBaseAttribution: string
  /**
   * Hosts the server answers to (ALLOWED_HOSTS, comma-separated, `*` for any); default the
   * address it listens on and localhost. Any other Host header is answered 400.
   */
  allowedHosts: string[]
  /**
   * Preload hints for the islands of each HTML page: modulepreload links in its head and a Link
   * header (PRELOAD_HINTS, on unless `0`; the Django middleware's setting of the same name).
   */
  preloadHints: boolean
  /**
   * HTTPS with HTTP/2 (HTTP/1.1 still answered) from a certificate and its key, PEM files
   * (TLS_CERT, TLS_KEY; both or neither): how a production site's pages reach a phone, all of a
   * page's scripts on one connection. Default: plain HTTP/1.1.
   */
  tls: { cert: string; key: string } | null
  /**
   * Origins besides the site's own that the islands may send the browser to from an answer
   * (REDIRECT_ORIGINS, comma-separated: a payment provider's `payment_url` or order `url`).
   * The islands read them from the site-config block's `redirect_origins`.
   */
  redirectOrigins: string[]
  /**
   * The URL the build's files are linked under (STATIC_URL_PREFIX, the Django app's setting of the
   * same name): default /static/dist/, where the server serves them; an http(s) URL of a CDN that
   * holds a copy puts the loader, the preloads and the stylesheets there, and its origin in the
   * policy. Read with a trailing slash.
   */
  staticUrlPrefix: string
}

const DEFAULTS = {
  PORT: 8000,
  HOST: '127.0.0.1',
  DB_PATH: 'data/store.sqlite3',
  STATIC_DIST_DIR: 'static/dist',
  STATIC_URL_PREFIX: '/static/dist/',
  CART_MAX_ITEMS: 10,
  MIN_RENT_PERIOD: 3,
  EXIT_INITIAL_DELAY: 30,
  EXIT_RETRY_DELAY: 86400,
  // The demo store is benchmark-sized; tests start small unless they ask for more.
  SEED_NUMBERS: 100_000,
  SEED_NUMBERS_TEST: 30,
  MAP_TILE_URL: BASE_TILE_TEMPLATE,
  MAP_ATTRIBUTION: SERVER_MESSAGES.demoMapAttribution,
} as const

export function loadConfig(env: Env = process.env): Config {
  return {
    port: readInt(env, 'PORT', DEFAULTS.PORT),
    host: env.HOST || DEFAULTS.HOST,
    dbPath: fromProjectRoot(env.DB_PATH || DEFAULTS.DB_PATH),
    staticDistDir: fromProjectRoot(env.STATIC_DIST_DIR || DEFAULTS.STATIC_DIST_DIR),
    nodeEnv: readNodeEnv(env.NODE_ENV),
    secretKey: env.SECRET_KEY || null,
    cartMaxItems: readInt(env, 'CART_MAX_ITEMS', DEFAULTS.CART_MAX_ITEMS),
    minRentPeriod: readInt(env, 'MIN_RENT_PERIOD', DEFAULTS.MIN_RENT_PERIOD),
    exitInitialDelay: readInt(env, 'EXIT_INITIAL_DELAY', DEFAULTS.EXIT_INITIAL_DELAY),
    exitRetryDelay: readInt(env, 'EXIT_RETRY_DELAY', DEFAULTS.EXIT_RETRY_DELAY),
    seedNumbers: readInt(env, 'SEED_NUMBERS', env.NODE_ENV === 'test' ? DEFAULTS.SEED_NUMBERS_TEST : DEFAULTS.SEED_NUMBERS),
    mapBaseTileUrl: env.MAP_TILE_URL || DEFAULTS.MAP_TILE_URL,
    mapBaseAttribution: env.MAP_ATTRIBUTION || DEFAULTS.MAP_ATTRIBUTION,
    allowedHosts: env.ALLOWED_HOSTS?.trim()
      ? env.ALLOWED_HOSTS.split(',')
          .map((host) => host.trim())
          .filter(Boolean)
      : [hostOfAddress(env.HOST || DEFAULTS.HOST), ...LOCAL_HOSTS],
    preloadHints: readBool(env, 'PRELOAD_HINTS', true),
    tls: readTls(env),
    redirectOrigins: readOrigins(env, 'REDIRECT_ORIGINS'),
    staticUrlPrefix: readUrlPrefix(env, 'STATIC_URL_PREFIX', DEFAULTS.STATIC_URL_PREFIX),
  }
}

const ABSOLUTE_URL = /^https?:\/\//i

// A path of this site or an http(s) URL; without its trailing slash it is read with one, as the
// Django app does (its warning W002).
function readUrlPrefix(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const absolute = ABSOLUTE_URL.test(raw)
  if (!absolute && !raw.startsWith('/')) throw new Error(`Setting ${name} must be a path such as /static/dist/ or an http(s) URL, got "${raw}"`)
  if (absolute && !URL.canParse(raw)) throw new Error(`Setting ${name} must be an http(s) URL, got "${raw}"`)
  return raw.endsWith('/') ? raw : `${raw}/`
}

/** The origin of an absolute STATIC_URL_PREFIX, which the policy allows scripts from; none for a path. */
export const staticOriginOf = (prefix: string): string | undefined => (ABSOLUTE_URL.test(prefix) ? new URL(prefix).origin : undefined)

function readTls(env: Env): Config['tls'] {
  const cert = env.TLS_CERT?.trim()
  const key = env.TLS_KEY?.trim()
  if (!cert && !key) return null
  if (!cert || !key) throw new Error('Settings TLS_CERT and TLS_KEY go together: set both or neither')
  return { cert: fromProjectRoot(cert), key: fromProjectRoot(key) }
}

/** An IPv6 listen address is named in brackets in a Host header. */
const hostOfAddress = (address: string) => (address.includes(':') && !address.startsWith('[') ? `[${address}]` : address)

function readNodeEnv(value: string | undefined): Config['nodeEnv'] {
  if (value === 'production' || value === 'test') return value
  return 'development'
}

function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  if (raw !== '0' && raw !== '1') throw new Error(`Setting ${name} must be 0 or 1, got "${raw}"`)
  return raw === '1'
}

// Each entry an http(s) origin, written with or without a trailing slash; anything else (a path,
// another scheme) stops the start: a redirect allow-list that silently drops an entry is a bug
// a visitor meets at the payment step.
function readOrigins(env: Env, name: string): string[] {
  const entries = (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.map((entry) => {
    const origin = originOf(entry)
    if (origin === null) throw new Error(`Setting ${name} must list http(s) origins such as https://pay.example, got "${entry}"`)
    return origin
  })
}

function originOf(entry: string): string | null {
  try {
    const url = new URL(entry)
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
    return /^https?:$/.test(url.protocol) && bare ? url.origin : null
  } catch {
    return null
  }
}

// A typo in a number setting should stop the start, not silently become NaN or the default.
function readInt(env: Env, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  if (!/^-?\d+$/.test(raw.trim())) {
    throw new Error(`Setting ${name} must be an integer, got "${raw}"`)
  }
  return Number(raw)
}
