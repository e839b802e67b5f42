import type { AuthService } from './auth/service'
import type { CartService } from './cart/service'
import type { CatalogRepository } from './catalog/repository'
import type { ComparisonService } from './comparison/service'
import type { Config } from './config'
import type { Db } from './db/open'
import type { SessionStore } from './http/sessions'
import type { OrderService } from './orders/service'
import type { PageRenderer } from './routes/page-renderer'

/**
 * Everything a route module may use, built once in buildApp and passed in explicitly
 * (no Fastify decorators), so a route's dependencies are visible in its signature.
 */
export interface Services {
  config: Config
  db: Db
  catalog: CatalogRepository
  sessions: SessionStore
  cart: CartService
  orders: OrderService
  pages: PageRenderer
  auth: AuthService
  comparison: ComparisonService
  /** The time pages show (the countdown's fallback); buildApp's `now`, default Date.now. */
  now: () => number
}
