import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium'

/**
 * End-to-end tests in Debian's Chromium (no browser download): each worker
 * starts the reference server on a free port with a temporary database
 * (e2e/fixtures.ts). Run `npm run build` first; `npm test` does.
 */
export default defineConfig({
  testDir: 'e2e',
  // A subfolder: Playwright empties it on start, and test-results/unit.json must survive.
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'ru-RU',
    trace: 'off',
  },
})
