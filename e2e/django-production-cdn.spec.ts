import { productionTests } from './django-production'

/** The Django demo as sites ship it (e2e/django-production.ts): only hashed files kept, the build from a second origin standing in for a CDN. */
productionTests({ keepOnlyHashed: true, cdn: true })
