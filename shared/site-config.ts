/**
 * The keys of the page's `<script type="application/json" id="site-config">` block, the one
 * schema of it: the islands read it through siteSetting (a key not here is a type error), the
 * reference server writes every required key (server/site-config.ts), a Django site renders the
 * same block from its settings, and docs/django.md's table of keys is generated from here (with
 * SITE_CONFIG_DEFAULTS) by `npm run docs`. Each key's first comment paragraph is its table row.
 */
export interface SiteConfig {
  /** Months: the shortest rent of a number. The demo templates write it into the hosts that rent. */
  min_rent_period: number
  /** Seconds before the exit-intent modal may open; negative turns it off. The demo templates write it into its host. */
  exit_intent_initial_delay: number
  /** Seconds before it may open again after closing; negative means never. The demo templates write it into its host. */
  exit_intent_retry_delay: number
  /** The e-mail suggestion service of the forms' e-mail fields: POST `{email}` → `{suggestions}`. */
  email_suggestions_url: string
  /** The comparison page, where a compare button's «К сравнению» leads (unless its host names another). */
  comparison_page_url: string
  /** The comparison's list: GET → `{items}` (unless a compare button's host names another). */
  comparison_url: string
  /** Adds a tariff to the comparison: POST `{tariff}` (unless a compare button's host names another). */
  comparison_add_url: string
  /** The coverage map's base layer, `{z}/{x}/{y}` tiles (a real tile provider in production). The demo templates write it into the map's host. */
  map_base_tile_url: string
  /** The base layer's credit. The demo templates write it into the map's host. */
  map_base_attribution: string
  /** The short-link service: POST `{with_param_url}` → `{short_url}`. The demo templates write it into the short-link hosts. */
  short_link_url: string
  /**
   * The pick-up point of «Самовывоз», `{address, hours}`: the order form shows it when pick-up is
   * chosen (the spec has no such data: the backend's own). Without it the form shows no address.
   */
  pickup_point?: { address: string; hours: string }
  /**
   * The seller and its one set of contacts, `{name, inn, ogrn, address, phone, phone_href, email, hours}`
   * (the backend's own: the spec has none). The demo templates write it wherever the site shows a
   * phone or the seller: the header's phone link, the footer (contacts and the legal line), the
   * about, contacts, order and order-placed pages and the documents (the offer, delivery, returns).
   */
  seller?: { name: string; inn: string; ogrn: string; address: string; phone: string; phone_href: string; email: string; hours: string }
  /**
   * Origins besides the page's own that a redirect from an answer may lead to (a payment
   * provider's `payment_url`, an order `url`); the redirect check refuses every other one (browser/api/follow-redirect.ts).
   */
  redirect_origins?: string[]
  /** Where island errors are sent with `navigator.sendBeacon`; without it they go to the console. */
  error_report_url?: string
  /** `false` turns the runtime's module preloads off (the bench's design before); leave it on in production. */
  module_preload?: boolean
}

/** What the islands take for an optional key the block leaves out (an optional key not here has none). */
export const SITE_CONFIG_DEFAULTS = {
  redirect_origins: [],
  module_preload: true,
} as const satisfies Partial<SiteConfig>
