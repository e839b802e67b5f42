import { productionTests } from './django-production'

/** The Django demo as sites ship it (e2e/django-production.ts): WhiteNoise on the site's own origin, every collected file kept. */
productionTests({ keepOnlyHashed: false, cdn: false })
