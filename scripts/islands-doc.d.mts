import type { IslandsDescription, DescribedSiteSetting } from './island-contracts.mjs'

export const REFERENCE: string
export const README: string
export const DJANGO_GUIDE: string
export const INDEX_START: string
export const INDEX_END: string
export function renderReference(description: IslandsDescription): string
export function renderReadmeIndex(description: IslandsDescription): string
export function withReadmeIndex(readme: string, description: IslandsDescription): string
export function withSiteConfigTable(guide: string, settings: DescribedSiteSetting[]): string
