import { islandsOnPreact } from 'storefront-islands/testing/vitest'
import { defineConfig, mergeConfig } from 'vitest/config'

// A tester's project: the islands on Preact as they ship (the kit's vitest settings), vitest in
// happy-dom, Testing Library's matchers, generous time for the first mount of the islands (their
// modules are compiled on first import).
const project = defineConfig({
  test: {
    name: 'tester-example',
    environment: 'happy-dom',
    include: ['tests/**/*.test.ts'],
    setupFiles: ['./setup.ts'],
    testTimeout: 30_000,
  },
})

export default mergeConfig(islandsOnPreact, project)
