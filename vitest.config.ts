import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Two projects in one run (`npx vitest run`, and so `npm test`): this repository's tests, and the
// tester's example of examples/tester/ (its own config), which uses only the public testing kit.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on a 2-core machine one worker, and the
    // other core mostly idle while it imports, sets up happy-dom and runs each file in turn.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          // Unit and component tests run in happy-dom; server tests opt into Node with
          // a `// @vitest-environment node` docblock. e2e/ belongs to Playwright.
          environment: 'happy-dom',
          // Fixture pages link the server's stylesheets (/palette.css…); there is no server here, and
          // no test reads computed styles from them.
          environmentOptions: { happyDOM: { settings: { disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true } } },
          include: ['tests/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          restoreMocks: true,
          // Upper bounds for a busy 2-core machine (CI runs beside other work), not timings: a test
          // against the reference server in process, or a server started and closed in a hook, can
          // take seconds there (a suite's afterAll closing a server took over 10 s once).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'examples/tester',
    ],
  },
})
