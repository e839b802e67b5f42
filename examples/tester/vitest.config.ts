import { defineConfig } from 'vitest/config'

// A tester's project: vitest in happy-dom, Testing Library's matchers, generous time for the
// first mount of the islands (their modules are compiled on first import).
export default defineConfig({
  test: {
    name: 'tester-example',
    environment: 'happy-dom',
    include: ['tests/**/*.test.ts'],
    setupFiles: ['./setup.ts'],
    testTimeout: 30_000,
  },
})
