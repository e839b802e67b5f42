import type { Config } from './config'
import { EMAIL_SUGGESTIONS_URL } from './routes/email'
import { COMPARISON_ADD_URL, COMPARISON_PAGE_URL, COMPARISON_URL, SHORT_LINKS_URL } from './routes/tools'

/**
 * Settings the islands read from `<script type="application/json" id="site-config">` in the
 * base layout (the Django site renders the same block from its settings).
 */
interface SiteConfig {
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
}

export function siteConfig(config: Config): SiteConfig {
  return {
    min_rent_period: config.minRentPeriod,
    exit_intent_initial_delay: config.exitInitialDelay,
    exit_intent_retry_delay: config.exitRetryDelay,
    email_suggestions_url: EMAIL_SUGGESTIONS_URL,
    comparison_page_url: COMPARISON_PAGE_URL,
    comparison_url: COMPARISON_URL,
    comparison_add_url: COMPARISON_ADD_URL,
    map_base_tile_url: config.mapBaseTileUrl,
    map_base_attribution: config.mapBaseAttribution,
    short_link_url: SHORT_LINKS_URL,
    redirect_origins: config.redirectOrigins,
  }
}
