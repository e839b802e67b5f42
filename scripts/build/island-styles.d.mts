/** Types of scripts/build/island-styles.mjs for the TypeScript that imports it (tests). */
import type { Plugin } from 'esbuild'

export function islandStylesheets(root?: string): string[]
export function islandStyles(options: { entry: string; root?: string }): Plugin
