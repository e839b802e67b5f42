import { api } from './client'
import type { CoverageLayer } from '../../shared/api/types'

/** GET the coverage map's layers (spec §3); the URL comes from the map host. */
export function getCoverageLayers(layersUrl: string, signal?: AbortSignal): Promise<CoverageLayer[]> {
  return api.get<CoverageLayer[]>(layersUrl, { signal })
}
