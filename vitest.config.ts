import { defineConfig } from 'vitest/config'

// Unit and component tests run in happy-dom; server tests opt into Node with
// a `// @vitest-environment node` docblock. e2e/ belongs to Playwright.
export default defineConfig({
  test: {
    environment: 'happy-dom',
    // Fixture pages link the server's stylesheets (/palette.css…); there is no server here, and
    // no test reads computed styles from them.
    environmentOptions: { happyDOM: { settings: { disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true } } },
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
  },
})
