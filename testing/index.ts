/**
 * `storefront-islands/testing`: what a tester's vitest + happy-dom project needs to load the
 * store's HTML and check what the islands do against the store's real API (docs/testers.md).
 *
 * - loadFixture: a fixture (catalogue name, file or HTML) into the document, every island mounted.
 * - useReferenceServer / handlers: msw answering every same-origin call with the reference server.
 * - referenceResponse: the real answer inside an override (hold it, change it).
 * - smsOutbox / lastSigninCode: the codes the server "sent".
 */
export { loadPage, type LoadPageOptions } from './load-page'
export { loadFixture, cleanupPages, type LoadedPage, type LoadOptions, type HostReport, type IslandFailure, type Navigation } from './load-fixture'
export { useReferenceServer } from './use-reference-server'
export { logRequests } from './request-log'
export { holdRequests, type HeldRequest, type HeldRequests } from './hold-requests'
export { handlers, referenceResponse } from './handlers'
export { resetReferenceServer, smsOutbox, lastSigninCode, storedRequests } from './reference-state'
export { apiRequest } from './api-request'
export { fixtureHTML, fixturePath, FIXTURES_DIR } from './fixture-file'
export { SIGNED_IN_PHONE, type VisitorName } from './visitors'
export type { SentSms } from './reference-server'
export type { HostState } from '../shared/contract/attributes'
