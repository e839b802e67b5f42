/**
 * What the repository's own tools (scripts/) use of the reference server: the app, its settings
 * and database, the templates as the pages render them. They import this module, never the
 * server's internals (the lint step's layering rule), so the server's files can move behind it.
 */
export { buildApp } from './app'
export { loadConfig } from './config'
export { open } from './db/open'
export { demoSeedOptions, seed } from './db/seed'
export { DEFAULT_TEMPLATES_DIR } from './paths'
export { DEV_DEMO_PAGES_PATH } from './routes/demo-pages'
export { NAV, NAV_MORE, SITE_NAME } from './routes/page-renderer'
export { siteConfig } from './site-config'
export { createTemplates } from './templates/environment'
