/** Types of scripts/custom-media.mjs for the TypeScript that imports it (tests). */
import type { Plugin } from 'esbuild'

export function customMediaRules(breakpoints?: Record<string, number>): string
export function resolveCustomMedia(source: string, filename: string): string
export function customMedia(dirs?: string[]): Plugin
