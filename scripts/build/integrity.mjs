// Subresource Integrity (README «Integrity»): the sha384 of each script as the build wrote it, so a
// page refuses a file a CDN or a proxy changed. Precompressed copies decode to the same bytes.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The `integrity` value of a file: `sha384-` and the base64 of its digest. */
export const integrityOf = (file) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`

/**
 * `integrity` of each file of a preload map (scripts/build/preload-map.mjs), by the same relative
 * name the map uses, relative to `base`'s folder.
 */
export function integrityOfFiles(files, base) {
  return Object.fromEntries([...new Set(files)].map((file) => [file, integrityOf(path.join(path.dirname(base), file))]))
}
