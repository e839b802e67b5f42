/**
 * Every attribute the runtime reads or writes, in one place (the HTML is the
 * contract, so these names are part of the public API for backend developers).
 */
export const ISLAND_ATTR = 'data-island'
/** Per-host override of the island's default hydration strategy. */
export const LOAD_ATTR = 'data-island-load'
/** Written by the runtime: pending | waiting | mounted | inactive | failed. */
export const STATE_ATTR = 'data-island-state'
/**
 * A direct child `<script type="application/json">` carries larger props
 * (`data-props` on it is customary; Django's `json_script` cannot add it,
 * so it is not required).
 */
export const PROPS_BLOCK = 'script[type="application/json"]'
/** The host's props block, from the host: `host.querySelector(PROPS_SELECTOR)`. */
export const PROPS_SELECTOR = `:scope > ${PROPS_BLOCK}`
export const HOST_SELECTOR = `[${ISLAND_ATTR}]`
/**
 * On a container of many `visible` hosts (a page of catalogue cards): its hosts are watched only
 * while it is near the viewport, so a long list costs the browser's intersection work of a few
 * pages, not of every card (strategies.ts).
 */
export const GROUP_ATTR = 'data-island-group'

/**
 * Written by the runtime on a `<link rel="modulepreload">` it adds once the page has settled, for
 * islands still waiting for the visitor: not part of the page's first load (bench «first-load»).
 */
export const WARM_ATTR = 'data-island-warm'

/**
 * The catalogue's view parameters (spec §7 "data-extra-* attributes"): `data-extra-<name>` on its
 * host is sent as `<name>` with every request (islands/catalog/extra.ts). Its contract lists the
 * family, so the Django tags and the template checker accept it.
 */
export const EXTRA_ATTR_PREFIX = 'data-extra-'

export type HostState = 'pending' | 'waiting' | 'mounted' | 'inactive' | 'failed'

/** `itemCount` → `data-item-count` */
export const dataAttrName = (prop: string): string => 'data-' + prop.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())
