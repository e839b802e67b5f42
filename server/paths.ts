import { fileURLToPath } from 'node:url'
import { isAbsolute, resolve } from 'node:path'

/** The project root, found from this file so it does not depend on the working directory. */
export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url))

/** Resolves a path from settings: absolute stays, relative is taken from the project root. */
export function fromProjectRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(PROJECT_ROOT, path)
}

export const DEFAULT_STATIC_DIST_DIR = fromProjectRoot('static/dist')
export const DEFAULT_STATIC_IMG_DIR = fromProjectRoot('static/img')
export const DEFAULT_TEMPLATES_DIR = fromProjectRoot('templates-fixtures')
