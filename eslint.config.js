// ESLint 9 flat config: typescript-eslint's recommended rules over every script of the repository,
// React's rules of hooks over the components, and no disable comment without a written reason.
// Run by `npm run lint` and by the lint step of `npm test` (scripts/test.mjs).
import js from '@eslint/js'
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs'
import { defineConfig } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The files where requestLane and the lazy imports live: exempt from the two selectors about them. */
const REQUEST_AND_IMPORT_HOMES = ['browser/api/lane.ts', 'islands/*/index.ts', 'islands/loader.ts']
const NO_ABORT_CONTROLLER = {
  selector: "NewExpression[callee.name='AbortController']",
  message: 'A request that a newer one replaces goes through requestLane() (browser/api/lane.ts).',
}
/** «Newest wins» by hand: a counter bumped and kept as this request's ticket (`const seq = ++loadSeq`), to compare when the answer comes. */
const NO_SEQUENCE_TICKET = {
  selector: 'VariableDeclarator > UpdateExpression.init, AssignmentExpression > UpdateExpression.right',
  message: 'A request that a newer one replaces goes through requestLane() (browser/api/lane.ts), not a sequence number kept by hand.',
}
const NO_BARE_IMPORT = {
  selector: 'ImportExpression:not(CallExpression[callee.name=/^(importChunk|lazyPart)$/] > ArrowFunctionExpression > ImportExpression)',
  message:
    'A lazy import goes through importChunk(key, () => import(…)) (browser/runtime/preload.ts), or lazyPart for a React component (browser/ui/on-first-open.tsx), so its chunk is fetched with its integrity.',
}
/** The code the browser runs: the islands, the cards, their floor (browser/) and what they share with the server (shared/). */
const BROWSER_CODE = ['browser/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'islands/**/*.{ts,tsx}', 'cards/**/*.{ts,tsx}']
/**
 * Where Russian texts are written (spec §8's texts and the design's): one messages module per island, shared or server
 * area, or a messages/ folder where an area's tables load with different chunks (shared/format/messages/).
 */
const MESSAGE_FILES = [
  'browser/**/messages.ts',
  'shared/**/messages.ts',
  'shared/**/messages/*.ts',
  'islands/**/messages.ts',
  'cards/messages.ts',
  'server/**/messages.ts',
]
/** The reference server's demo data, Russian as the database holds it (spec §9's catalogue, the posts, the SIM types): data, not texts of the code. */
const SERVER_DATA = ['server/**/seed*.ts', 'server/catalog/catalog-seed.ts', 'server/db/migrations.ts']
const CYRILLIC = '/[А-Яа-яЁё]/'
const RUSSIAN_TEXT_MESSAGE =
  'A Russian text goes in the messages.ts of its island or shared area and is read from there (import { …_MESSAGES as M }).'
/** A Russian string, template or JSX text outside a messages module (a regular expression may hold Cyrillic letters: it is not a text). */
const NO_RUSSIAN_TEXT = [
  { selector: `Literal[value=${CYRILLIC}]:not([regex])`, message: RUSSIAN_TEXT_MESSAGE },
  { selector: `TemplateElement[value.raw=${CYRILLIC}]`, message: RUSSIAN_TEXT_MESSAGE },
  { selector: `JSXText[value=${CYRILLIC}]`, message: RUSSIAN_TEXT_MESSAGE },
]
/** `import { X_MESSAGES as t }`: a messages set is imported as `M` or under its own name. */
const MESSAGES_ALIAS = {
  selector: 'ImportSpecifier[imported.name=/_MESSAGES$/][local.name!="M"]:not([local.name=/_MESSAGES$/])',
  message: 'Import a messages set as M (the set this module speaks from) or under its own exported name.',
}
/** A listener removed by hand is a pair to keep in step; listen() adds a target's listeners and returns their one release. */
const NO_REMOVE_EVENT_LISTENER = {
  selector: "CallExpression[callee.property.name='removeEventListener'], CallExpression[callee.name='removeEventListener']",
  message:
    'Add listeners with listen(target, { type: handler }, options) (browser/dom/listen.ts) and call the release it returns (or use { once: true }) instead of removeEventListener.',
}

export default defineConfig(
  {
    // Built, generated or not ours: the bundles, test output, the Django integration (Python), and
    // the machinery's own folders.
    ignores: ['static/dist/**', 'test-results/**', 'playwright-report/**', 'coverage/**', '.bench/**', 'integrations/**', '.ci/**', '.probe/**'],
  },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended, comments.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      // One set for the whole tree: islands run in the browser, the server, scripts and tests in Node.
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A disable comment says why on its own line (`// eslint-disable-next-line rule -- reason`).
      // A disable comment that no longer silences anything is an error too (reportUnusedDisableDirectives).
      '@eslint-community/eslint-comments/require-description': 'error',
      // `_name` marks a parameter or binding kept on purpose (a callback's position, a rest-omit).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: [
      '**/*.tsx',
      'islands/**/*.ts',
      'cards/**/*.ts',
      'browser/**/*.ts',
      'shared/**/*.ts',
      'testing/**/*.ts',
      'tests/**/*.ts',
      'examples/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // In a test file `useReferenceServer()` (testing/use-reference-server.ts) registers vitest's
    // beforeAll/afterEach at the top of the file: a test-lifecycle helper, not a React hook, which the
    // rule would take for one by its `use` prefix. Components written inside tests keep exhaustive-deps.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The island tests are a tester's tests (docs/testers.md): the public testing kit
    // (`storefront-islands/testing`), test helpers of tests/ and libraries; never a module of the
    // islands, shared/ or the server, nor a file of the kit behind its entry. A unit test of an
    // internal lives in a folder of its own under tests/ (tests/filters/, tests/calculator/ …).
    files: ['tests/islands/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/islands/*',
                '**/islands/**',
                '**/cards/*',
                '**/cards/**',
                '**/browser/*',
                '**/browser/**',
                '**/shared/*',
                '**/shared/**',
                '**/server/*',
                '**/server/**',
                '**/testing/*',
                '**/testing/**',
              ],
              message:
                "An island test goes through 'storefront-islands/testing' and what a visitor sees; a test of an internal belongs outside tests/islands/.",
            },
          ],
        },
      ],
    },
  },
  {
    // «Newest wins» is requestLane()'s job (browser/api/lane.ts): a store or island that keeps its
    // own AbortController bookkeeping, or a sequence number as its ticket, is a second copy of it. A lazy import goes through
    // importChunk (browser/runtime/preload.ts), which preloads the chunk with its integrity first
    // (docs/django.md «Integrity»); the contracts' imports the runtime preloads by the island's name, the
    // loader preloads the runtime itself. Listeners go through listen().
    // A Russian text is written in a messages.ts, once (CONTRIBUTING «The rules written once»).
    files: BROWSER_CODE,
    ignores: [...REQUEST_AND_IMPORT_HOMES, ...MESSAGE_FILES],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_ABORT_CONTROLLER,
        NO_SEQUENCE_TICKET,
        NO_BARE_IMPORT,
        NO_REMOVE_EVENT_LISTENER,
        MESSAGES_ALIAS,
        ...NO_RUSSIAN_TEXT,
      ],
    },
  },
  {
    // The homes of requestLane and of the lazy imports still add no listener by hand and write no
    // Russian text. (Flat config does not merge a rule's options across blocks: a later block for
    // the same files replaces the list, so each block names every selector its files get.)
    files: REQUEST_AND_IMPORT_HOMES,
    rules: { 'no-restricted-syntax': ['error', NO_REMOVE_EVENT_LISTENER, MESSAGES_ALIAS, ...NO_RUSSIAN_TEXT] },
  },
  {
    // The messages modules are where the Russian texts live; the other rules hold there too.
    files: MESSAGE_FILES.filter((glob) => !glob.startsWith('server/')),
    rules: { 'no-restricted-syntax': ['error', NO_ABORT_CONTROLLER, NO_SEQUENCE_TICKET, NO_BARE_IMPORT, NO_REMOVE_EVENT_LISTENER, MESSAGES_ALIAS] },
  },
  {
    // One name for a messages set wherever it is imported: `M` for the set a module speaks from,
    // any other set under its own exported name (`COMMON_MESSAGES`), never a third alias.
    files: ['**/*.{ts,tsx}'],
    ignores: [...BROWSER_CODE],
    rules: { 'no-restricted-syntax': ['error', MESSAGES_ALIAS] },
  },
  {
    // The reference server's Russian texts live in its messages modules too (server/messages.ts
    // for the DRF-worded errors, one beside each area); its demo data is data.
    files: ['server/**/*.ts'],
    ignores: [...MESSAGE_FILES, ...SERVER_DATA],
    rules: { 'no-restricted-syntax': ['error', MESSAGES_ALIAS, ...NO_RUSSIAN_TEXT] },
  },
  {
    // A function a reader takes in at once: none over 100 lines in the product's code (the counting
    // is ESLint's: blank lines and comments too), and none over 60 in the runtime and the island
    // contract, which every page runs and every reader of the architecture starts from. Tests and
    // benchmarks read as lists of cases and are left out.
    files: ['islands/**', 'cards/**', 'browser/**', 'shared/**', 'server/**', 'testing/**', 'scripts/**', 'bin/**', '*.mjs'],
    rules: { 'max-lines-per-function': ['error', { max: 100 }] },
  },
  {
    files: ['browser/runtime/**', 'shared/contract/**'],
    rules: { 'max-lines-per-function': ['error', { max: 60 }] },
  },
  {
    // shared/ runs anywhere, in the browser and in Node (the reference server, the tools): what needs
    // the page (the document, storage, the window's timers) belongs in browser/. A value that may
    // come from the page when there is one is read as `globalThis.location?.href`.
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'document',
          'window',
          'localStorage',
          'sessionStorage',
          'navigator',
          'location',
          'history',
          'requestAnimationFrame',
          'requestIdleCallback',
        ].map((name) => ({ name, message: 'shared/ runs on the server too: code that needs the page goes in browser/.' })),
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, which must be an object
    // pattern even when the fixture needs none: `async ({}, use) => …`.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
)
