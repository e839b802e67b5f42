/**
 * Spec §9: the coverage map opens on Moscow at zoom 9 and zooms to 23 at most. The island's map
 * (islands/coverage-map) and the reference server's preview of the base layer (server/routes/tools.ts)
 * open on the same view.
 */
export const MAP_CENTER: [number, number] = [55.7558, 37.6173]
export const MAP_ZOOM = 9
export const MAP_MAX_ZOOM = 23
