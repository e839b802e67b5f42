import { phoneFitTests } from './phone-fit'

/** Every demo page and state fits 320–412 px on the test seed (e2e/phone-fit.ts). */
phoneFitTests('test seed')
