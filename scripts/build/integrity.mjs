// Subresource Integrity (docs/django.md «Integrity»): the sha256 of each script as the build wrote it, so a
// page refuses a file a CDN or a proxy changed. Precompressed copies decode to the same bytes.
// sha256, not sha384: SRI requires browsers to support both, a digest does not compress, and the
// runtime carries one per chunk (its preload map): 20 characters less each took 791 B brotli off
// every page with an island (docs/django.md «Integrity»). 128-bit collision resistance is far beyond what a
// changed file could be forged against.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The `integrity` value of a file: `sha256-` and the base64 of its digest. */
export const integrityOf = (file) => `sha256-${createHash('sha256').update(readFileSync(file)).digest('base64')}`

/**
 * `integrity` of each file of a preload map (scripts/build/preload-map.mjs), by the same relative
 * name the map uses, relative to `base`'s folder.
 */
export function integrityOfFiles(files, base) {
  return Object.fromEntries([...new Set(files)].map((file) => [file, integrityOf(path.join(path.dirname(base), file))]))
}
