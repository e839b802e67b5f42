import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import Fastify, { type FastifyHttp2SecureOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { readFileSync } from 'node:fs'
import type { Http2SecureServer } from 'node:http2'
import { loadAuthConfig } from './auth/config'
import { createAuthService } from './auth/service'
import { createDevSmsGateway, createUnconfiguredSmsGateway, type SmsGateway } from './auth/sms'
import { createCartService } from './cart/service'
import { createCatalogRepository } from './catalog/repository'
import { createOrderService } from './orders/service'
import { loadConfig, staticOriginOf, type Config, type Env } from './config'
import { open, type Db } from './db/open'
import { demoSeedOptions, seedIfEmpty, type SeedOptions } from './db/seed'
import { storedSecretKey } from './db/settings'
import { installAllowedHosts } from './http/allowed-hosts'
import { installCompression } from './http/compression'
import { installCsrfProtection } from './http/csrf'
import { installMultipart } from './forms/multipart'
import { installErrorHandlers } from './http/errors'
import { installSecurityHeaders } from './http/security-headers'
import { createSessionStore, installSessions } from './http/sessions'
import { registerStaticFiles } from './http/static-files'
import { DEFAULT_STATIC_IMG_DIR, DEFAULT_TEMPLATES_DIR } from './paths'
import { registerRoutes } from './routes'
import { createContentRepository } from './content/repository'
import { collectDemoPages, registerDemoPagesRoute } from './routes/demo-pages'
import { createComparisonService } from './comparison/service'
import { createPageRenderer } from './routes/page-renderer'
import { DEFAULT_REGION_SLUG } from './routes/regions'
import type { Services } from './services'
import { createBuildFiles } from './templates/build-files'
import { createTemplates } from './templates/environment'
import { STATIC_DIST_URL } from './templates/vite-manifest'
import { installPreloadHints } from './http/preload-hints'

export interface BuildAppOptions {
  /** SQLite file; default DB_PATH from the environment (data/store.sqlite3). */
  dbPath?: string
  /** An opened database (open() of server/db/open.ts) instead of dbPath: the testing kit reads its rows. It closes with the app. */
  db?: Db
  /** Settings source; default process.env. Tests pass their own. */
  env?: Env
  /** Fastify logger option; default off. */
  logger?: FastifyServerOptions['logger']
  /** Directory served at /static/dist/ that holds manifest.json; default STATIC_DIST_DIR (static/dist). */
  staticDir?: string
  /** Directory served at /static/img/; default static/img. */
  imgDir?: string
  /** Page templates; default templates/. */
  templatesDir?: string
  /** Demo data for an empty database, or false to start with empty tables. */
  seed?: SeedOptions | false
  /** Sends sign-in codes; default: the sms_outbox table, or none (an error) in production. */
  smsGateway?: SmsGateway
  /** Replaces the manifest lookup of `vite_asset` (the testing kit renders pages without a build). */
  viteAsset?: (entry: string) => string
  /** The clock of what pages show about the time (the home page's countdown); default Date.now. */
  now?: () => number
}

/**
 * Fastify over plain HTTP/1.1, or over TLS with HTTP/2 (and HTTP/1.1 for clients without it)
 * when the config has a certificate. The routes see the same request and reply either way.
 */
function createFastify(config: Config, logger: FastifyServerOptions['logger']): FastifyInstance {
  // The routes' schemas name a value's types as a list (`type: ['string', 'array']`, server/http/request-schemas.ts).
  const ajv = { customOptions: { allowUnionTypes: true } }
  if (!config.tls) return Fastify({ logger, ajv })
  const options: FastifyHttp2SecureOptions<Http2SecureServer> = {
    logger: logger as FastifyHttp2SecureOptions<Http2SecureServer>['logger'],
    ajv,
    http2: true,
    https: { allowHTTP1: true, cert: readFileSync(config.tls.cert), key: readFileSync(config.tls.key) },
  }
  return Fastify(options) as unknown as FastifyInstance
}

/**
 * The reference backend: opens (migrates, seeds) the database and wires HTTP, sessions,
 * CSRF, templates, static files and the routes. The database closes with the app.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? process.env
  const loaded = loadConfig(env)
  const config: Config = { ...loaded, dbPath: options.dbPath ?? loaded.dbPath }
  const production = config.nodeEnv === 'production'

  const db = options.db ?? open(config.dbPath)
  const app = createFastify(config, options.logger ?? false)
  const closeDb = () => {
    if (db.open) db.close()
  }
  app.addHook('onClose', async () => closeDb())

  try {
    if (options.seed !== false) seedIfEmpty(db, options.seed ?? demoSeedOptions(config))
    const sessions = createSessionStore(db)
    sessions.purgeExpired()

    await app.register(cookie, { secret: config.secretKey ?? storedSecretKey(db) })
    await app.register(formbody)
    await installMultipart(app)
    await installCompression(app)
    installSessions(app, sessions)
    installCsrfProtection(app)
    installSecurityHeaders(app, staticOriginOf(config.staticUrlPrefix))
    installAllowedHosts(app, config.allowedHosts)

    const catalog = createCatalogRepository(db)
    const cart = createCartService({
      db,
      catalog,
      cartMaxItems: config.cartMaxItems,
      minRentPeriod: config.minRentPeriod,
    })
    const build = createBuildFiles({ staticDir: options.staticDir ?? config.staticDistDir, cache: production })
    if (config.preloadHints) installPreloadHints(app, build, config.staticUrlPrefix)
    const templates = createTemplates({
      templatesDir: options.templatesDir ?? DEFAULT_TEMPLATES_DIR,
      production,
      assets: options.viteAsset ? { viteAsset: options.viteAsset } : { build, urlPrefix: config.staticUrlPrefix },
    })
    const auth = createAuthService({
      db,
      sessions,
      config: loadAuthConfig(env),
      secret: config.secretKey ?? storedSecretKey(db),
      sms: options.smsGateway ?? (production ? createUnconfiguredSmsGateway() : createDevSmsGateway(db, app.log)),
    })
    const content = createContentRepository(db)
    const comparison = createComparisonService(db, catalog)
    const pages = createPageRenderer({
      templates,
      cart,
      config,
      customerOf: auth.customerOf,
      comparedOf: (session) => (session ? comparison.ids(session.id) : []),
      regionOf: (slug) => (slug ? content.subdomainOf(slug) : undefined) ?? content.subdomainOf(DEFAULT_REGION_SLUG) ?? null,
    })
    const orders = createOrderService({ db, cart })
    const services: Services = { config, db, catalog, sessions, cart, orders, pages, auth, comparison, now: options.now ?? Date.now }

    // Before any route: the demo pages are read off the routes as they are added.
    const demoPages = collectDemoPages(app)
    installErrorHandlers(app, {
      renderNotFound: (request, reply) => pages(request, reply, 'pages/404.html', {}, 404),
      showDetails: !production,
    })
    await registerStaticFiles(app, {
      [STATIC_DIST_URL]: options.staticDir ?? config.staticDistDir,
      '/static/img/': options.imgDir ?? DEFAULT_STATIC_IMG_DIR,
    })
    registerRoutes(app, services)
    // The 404 page, which no route renders.
    demoPages.add(['/no-such-page/'])
    if (!production) registerDemoPagesRoute(app, demoPages)
    await app.ready()
  } catch (error) {
    await app.close().catch(() => undefined) // the original error is the one worth reporting
    closeDb()
    throw error
  }
  return app
}
