/** Types of scripts/django-fixture.mjs. */
import type { IslandsDescription } from './island-contracts.mjs'

export const DJANGO_FIXTURE: string
export function renderDjangoFixture(description: IslandsDescription): Record<'islands.json' | 'manifest.json', string>
