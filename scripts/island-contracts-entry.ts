// What scripts/island-contracts.mjs bundles for Node to describe the islands (static/dist/islands.json):
// the registry, the attribute types' patterns and notes, and the attribute naming rule. A module
// rather than a string, so that the compiler and knip see these imports.
export { islands } from '../islands/index'
export { ATTR_PATTERNS, ATTR_TYPE_NOTES } from '../shared/contract/schema'
export { dataAttrName, ISLAND_ATTR, LOAD_ATTR, STATE_ATTR, PROPS_SELECTOR, GROUP_ATTR } from '../shared/contract/attributes'
export { STRATEGIES } from '../shared/contract/island'
export { SITE_CONFIG_DEFAULTS } from '../shared/site-config'
