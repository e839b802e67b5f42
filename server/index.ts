/**
 * What the repository's own tools (scripts/) and the testing kit (testing/) use of the reference
 * server: the app, its settings and database, the templates as the pages render them, the form
 * store the kit reads back. They import this module, never the server's internals (the floor
 * plan's rule, .dependency-cruiser.cjs), so the server's files can move behind it.
 */
export { buildApp } from './app'
export { FULL_CATALOG } from './catalog/catalog-seed'
export { loadConfig } from './config'
export { open, type Db } from './db/open'
export { demoSeedOptions, seed } from './db/seed'
export { createFormStore } from './forms/store'
export { DEFAULT_TEMPLATES_DIR } from './paths'
export { DEV_DEMO_PAGES_PATH } from './routes/demo-pages'
export { NAV, NAV_MORE, SITE_NAME } from './routes/page-renderer'
export { siteConfig } from './site-config'
export { createTemplates } from './templates/environment'
