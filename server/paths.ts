import { isAbsolute, resolve } from 'node:path'

/**
 * The project root, found from this file so it does not depend on the working directory
 * (import.meta.dirname, not a file: URL: the card parity tests run the server under happy-dom,
 * whose URL class does not make file: URLs).
 */
const PROJECT_ROOT = resolve(import.meta.dirname, '..')

/** Resolves a path from settings: absolute stays, relative is taken from the project root. */
export function fromProjectRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(PROJECT_ROOT, path)
}

export const DEFAULT_STATIC_IMG_DIR = fromProjectRoot('static/img')
export const DEFAULT_TEMPLATES_DIR = fromProjectRoot('templates')
