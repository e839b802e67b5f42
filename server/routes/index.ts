import type { FastifyInstance } from 'fastify'
import type { Services } from '../services'
import { registerAuthRoutes } from './auth'
import { registerCartRoutes } from './cart'
import { registerCatalogRoutes } from './catalog'
import { registerFormRoutes } from './forms'
import { registerPageRoutes } from './pages'

/** One registrar per resource; a new resource adds its module here. */
const ROUTE_MODULES: ((app: FastifyInstance, services: Services) => void)[] = [
  registerPageRoutes,
  registerCartRoutes,
  registerCatalogRoutes,
  registerAuthRoutes,
  registerFormRoutes,
]

export function registerRoutes(app: FastifyInstance, services: Services): void {
  for (const register of ROUTE_MODULES) register(app, services)
}
