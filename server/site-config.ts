import type { SiteConfig } from '../shared/site-config'
import type { Config } from './config'
import { PICKUP_POINT } from './orders/constants'
import { EMAIL_SUGGESTIONS_URL } from './routes/email'
import { SELLER } from './routes/messages'
import { COMPARISON_ADD_URL, COMPARISON_PAGE_URL, COMPARISON_URL, SHORT_LINKS_URL } from './routes/tools'

/** The page's settings block as this server writes it: every key of the one schema (shared/site-config.ts). */
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
    pickup_point: PICKUP_POINT,
    seller: { ...SELLER },
    redirect_origins: config.redirectOrigins,
  }
}
