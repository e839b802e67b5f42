import { FULL_DEMO_DATA, test } from './fixtures'
import { phoneFitTests } from './phone-fit'

/** Every demo page and state fits 320–412 px on the data `npm start` seeds (e2e/phone-fit.ts); `npm run shots` takes their pictures. */
test.use({ serverEnv: FULL_DEMO_DATA })
phoneFitTests('full demo data')
