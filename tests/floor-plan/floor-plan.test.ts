import { createRequire } from 'node:module'
import path from 'node:path'
import { cruise, type IConfiguration, type IReporterOutput } from 'dependency-cruiser'
import { expect, test } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const FIXTURES = path.join(import.meta.dirname, 'fixtures')
const config = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration

/**
 * The rules of .dependency-cruiser.cjs broken under `baseDir`: `rule: from → to`, sorted. (The
 * tree itself is cruised by `npm run lint`.)
 */
async function violations(baseDir: string, folders: string[]): Promise<string[]> {
  const result: IReporterOutput = await cruise(folders, {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    // The fixtures' relative imports need no tsconfig (the project's is for its own tree).
    tsConfig: undefined,
  })
  if (typeof result.output === 'string') throw new Error('depcruise answered text, not a cruise result')
  return result.output.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`).sort()
}

test('the floor plan refuses each old import: a fixture file breaks each rule once', async () => {
  expect(await violations(FIXTURES, ['browser', 'cards', 'islands', 'scripts', 'server', 'shared', 'testing'])).toEqual([
    'browser-over-shared: browser/reaches-islands.ts → islands/card-hosts.ts',
    'cards-over-browser: cards/reaches-islands.ts → islands/card-hosts.ts',
    'islands-over-cards: islands/reaches-testing.ts → testing/kit.ts',
    'server-over-shared: server/reaches-browser.ts → browser/stores.ts',
    'server-over-shared: server/reaches-scripts.ts → scripts/island-contracts.ts',
    'server-through-its-entry: testing/reaches-server-internals.ts → server/app.ts',
    'shared-is-the-floor: shared/reaches-browser.ts → browser/stores.ts',
    'shared-is-the-floor: shared/reaches-islands.ts → islands/card-hosts.ts',
    'testing-under-the-tools: testing/reaches-scripts.ts → scripts/island-contracts.ts',
  ])
})
