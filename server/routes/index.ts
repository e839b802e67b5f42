import type { FastifyInstance } from 'fastify'
import type { Services } from '../services'
import { registerAuthRoutes } from './auth'
import { registerBlogPageRoutes } from './blog-pages'
import { registerCartRoutes } from './cart'
import { registerCatalogRoutes } from './catalog'
import { registerCatalogPageRoutes } from './catalog-pages'
import { registerCatalogViewRoutes } from './catalog-views'
import { registerEmailRoutes } from './email'
import { registerContentRoutes } from './content'
import { registerFormRoutes } from './forms'
import { registerOrderRoutes } from './orders'
import { registerPageRoutes } from './pages'
import { registerPaletteRoutes } from './palette'
import { registerRegionRoutes } from './regions'
import { registerSearchRoutes } from './search'
import { registerSitePageRoutes } from './site-pages'
import { registerDeviceRoutes } from './devices'
import { registerTariffRoutes } from './tariffs'
import { registerToolRoutes } from './tools'

/** One registrar per resource; a new resource adds its module here. */
const ROUTE_MODULES: ((app: FastifyInstance, services: Services) => void)[] = [
  registerPageRoutes,
  registerPaletteRoutes,
  registerCartRoutes,
  registerCatalogRoutes,
  registerCatalogPageRoutes,
  registerCatalogViewRoutes,
  registerEmailRoutes,
  registerAuthRoutes,
  registerFormRoutes,
  registerOrderRoutes,
  registerTariffRoutes,
  registerDeviceRoutes,
  registerToolRoutes,
  registerContentRoutes,
  registerRegionRoutes,
  registerSearchRoutes,
  registerSitePageRoutes,
  registerBlogPageRoutes,
]

export function registerRoutes(app: FastifyInstance, services: Services): void {
  for (const register of ROUTE_MODULES) register(app, services)
}
