import { defineConfig } from '@playwright/test'
import base from '../playwright.config'

/**
 * `npm run shots`: the gallery of named states (shots/gallery.spec.ts), not part of `npm test`.
 * The e2e suite's browser and server; one worker, so the pictures come in a stable order.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  outputDir: '../test-results/shots-artifacts',
  workers: 1,
  timeout: 120_000,
  reporter: [['list']],
})
