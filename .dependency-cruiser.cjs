// The floor plan (docs/architecture.md «Layout»), checked by `npm run lint` (depcruise): the
// folders import one way, from the top down,
//
//   bin → scripts → testing → islands → cards → browser → shared
//              ↘        ↘ server (through server/index.ts only) ────↗
//
// shared/ is the floor: code that runs anywhere (the browser, the reference server, the tools),
// importing nothing of ours above it. browser/ is the islands' floor in the browser (the runtime,
// the stores, the UI pieces, the API client): the server never imports it. A rule's `from`/`to`
// paths are relative to the folder cruised: the project, or a fixture tree of tests/floor-plan/
// that breaks each rule once (tests/floor-plan/floor-plan.test.ts).
/** The folders above shared/: everything of ours but shared/ itself. */
const ABOVE_SHARED = '^(islands|cards|browser|server|scripts|testing|bin)/'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-the-floor',
      comment:
        'shared/ is under everything and runs anywhere: what the browser and the server both need moves into shared/, what needs the browser into browser/.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: ABOVE_SHARED },
    },
    {
      name: 'browser-over-shared',
      comment: 'browser/ is the floor of the islands and the cards: it imports only shared/.',
      severity: 'error',
      from: { path: '^browser/' },
      to: { path: '^(islands|cards|server|scripts|testing|bin)/' },
    },
    {
      name: 'cards-over-browser',
      comment:
        "The cards are drawn by islands and import only browser/ and shared/: what a card needs of an island's contract comes from the island that draws it (cards/card-hosts.ts).",
      severity: 'error',
      from: { path: '^cards/' },
      to: { path: '^(islands|server|scripts|testing|bin)/' },
    },
    {
      name: 'islands-over-cards',
      comment: 'An island uses cards/, browser/ and shared/; the server, the tools and the testing kit are above it.',
      severity: 'error',
      from: { path: '^islands/' },
      to: { path: '^(server|scripts|testing|bin)/' },
    },
    {
      name: 'server-over-shared',
      comment:
        'The reference server knows the islands as data (islands.json, whose shape is shared/contract/islands-json.ts) and renders its cards from templates/partials: it imports only shared/, never browser/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(islands|cards|browser|scripts|testing|bin)/' },
    },
    {
      name: 'testing-under-the-tools',
      comment: 'The testing kit is published on its own (storefront-islands/testing): it uses no tool of scripts/ or bin/.',
      severity: 'error',
      from: { path: '^testing/' },
      to: { path: '^(scripts|bin)/' },
    },
    {
      name: 'server-through-its-entry',
      comment: 'The kit and the tools use the reference server through server/index.ts, so its files can move behind it.',
      severity: 'error',
      from: { path: '^(testing|scripts|bin)/' },
      to: { path: '^server/', pathNot: '^server/index\\.ts$' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports are arrows of the plan too (the server once took a type from scripts/).
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // The build's virtual modules (virtual:island-preloads …) have no file.
    exclude: { path: '^virtual:' },
  },
}
