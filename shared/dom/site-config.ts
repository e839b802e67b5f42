/**
 * The keys of the page's `<script type="application/json" id="site-config">` block, the one
 * schema of it: the islands read it through siteSetting (a key not here is a type error), the
 * reference server writes every required key (server/site-config.ts), and a Django site renders
 * the same block from its settings (README «The layout»). The demo templates write some hosts'
 * attributes from the same settings (`min_rent_period`, the exit-intent delays, the map's base
 * layer, the short-link service).
 */
export interface SiteConfig {
  /** Months. */
  min_rent_period: number
  /** Seconds; negative turns the exit-intent modal off. */
  exit_intent_initial_delay: number
  /** Seconds; negative means never show it again after closing. */
  exit_intent_retry_delay: number
  /** The e-mail suggestion service (POST {email} → {suggestions}). */
  email_suggestions_url: string
  /** Tariff comparison: the page «К сравнению» leads to; GET → {items}; POST {tariff} (the compare buttons). */
  comparison_page_url: string
  comparison_url: string
  comparison_add_url: string
  /** The coverage map's base layer, `{z}/{x}/{y}` tiles (a real tile provider in production), and its credit. */
  map_base_tile_url: string
  map_base_attribution: string
  /** POST {with_param_url} → {short_url}. */
  short_link_url: string
  /**
   * Origins besides the page's own that a redirect from an answer may lead to (a payment
   * provider's `payment_url`, an order `url`); shared/api/redirect.ts refuses every other one.
   */
  redirect_origins: string[]
  /** Where island errors are sent with navigator.sendBeacon; without it they go to the console. */
  error_report_url?: string
  /** `false` turns the runtime's module preloads off (the bench's design before); leave it on in production. */
  module_preload?: boolean
}

/**
 * One setting of the page's `#site-config` JSON block (Django's `json_script`), or undefined
 * when the block, the key or valid JSON is missing. The block is data, not script, so it is
 * CSP-safe; settings are read when needed, so a page without the block still works.
 *
 * @example siteSetting('email_suggestions_url') // '/api/email-suggestions/'
 */
export function siteSetting(key: keyof SiteConfig): unknown {
  try {
    const config: unknown = JSON.parse(document.getElementById('site-config')?.textContent || '{}')
    return typeof config === 'object' && config !== null ? (config as Record<string, unknown>)[key] : undefined
  } catch {
    return undefined
  }
}

/** A string setting (a URL), or undefined when it is missing, empty or not a string. */
export function siteConfigString(key: keyof SiteConfig): string | undefined {
  const value = siteSetting(key)
  return typeof value === 'string' && value !== '' ? value : undefined
}
