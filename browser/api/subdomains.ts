import { api } from './client'
import type { Subdomain } from '../../shared/api/types'

const SUBDOMAINS_URL = '/api/subdomains/'

/** GET /api/subdomains/: every regional sub-site with its change address (spec §7). */
export function getSubdomains(): Promise<Subdomain[]> {
  return api.get<Subdomain[]>(SUBDOMAINS_URL)
}
