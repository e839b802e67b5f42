import { existsSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { sharedModules } from '../../scripts/chunk-groups.mjs'
import { islandChunkGroups } from '../../scripts/island-contracts.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')

test('the chunk groups come from the contracts: each grouped island, its group and the module it imports lazily', async () => {
  const groups = await islandChunkGroups(ROOT)
  expect(groups.get('cart-button')).toEqual({ group: 'cards', kind: 'render', module: path.join(ROOT, 'islands/cart-button/CartButton') })
  expect(groups.get('tabs')).toEqual({ group: 'widgets', kind: 'enhance', module: path.join(ROOT, 'islands/tabs/tabs') })
  // An island without `chunk` keeps a chunk of its own.
  expect(groups.has('calculator')).toBe(false)
  expect(new Set([...groups.values()].map(({ group }) => group))).toEqual(new Set(['cards', 'header', 'layout', 'order', 'widgets']))
  // What runs before the visitor acts, apart from the React islands that wait for the visitor.
  expect(groups.get('site-menu')?.group).toBe('layout')
  expect(groups.get('cart-summary')?.group).toBe('header')
  for (const [island, { module }] of groups) {
    expect(
      ['.ts', '.tsx'].some((extension) => existsSync(module + extension)),
      island,
    ).toBe(true)
  }
})

test('shared code goes into one file per family: the shared, the base, the lists, the drawn cards, the forms', () => {
  const lazy = (source: string) => `lazy-chunk:${path.join(ROOT, source)}`
  const chunk = (inputs: string[], imports: string[] = [], entryPoint?: string) => ({
    ...(entryPoint ? { entryPoint } : {}),
    inputs: Object.fromEntries(inputs.map((source) => [source, { bytesInOutput: 1 }])),
    imports: imports.map((file) => ({ path: file, kind: 'import-statement' })),
  })
  const source = (imports: string[] = []) => ({ imports: imports.map((file) => ({ path: file, kind: 'import-statement' })) })
  // What esbuild's own splitting wrote in the first build: a chunk per set of users.
  const metafile = {
    inputs: {
      'islands/exit-intent/watch.ts': source(['browser/stores/modal.ts']),
      'islands/cart-summary/CartSummary.tsx': source(['browser/stores/cart.ts', 'browser/stores/modal.ts']),
      'islands/filters/filters.ts': source(['browser/ui/load-more.ts', 'shared/validation/messages.ts', 'browser/stores/cart.ts']),
      'islands/catalog/json-draw.ts': source(['cards/NumberCard.tsx']),
      'islands/coverage-map/CoverageMap.tsx': source(['shared/format/swatch.ts']),
      'islands/message-modal/MessageDialog.tsx': source(['browser/ui/Modal.tsx']),
      'islands/form-modal/RequestFormModal.tsx': source(['browser/forms/enhance-form.ts', 'browser/ui/Modal.tsx']),
      'islands/request-form/request-form.ts': source(['browser/forms/enhance-form.ts']),
      'islands/search-results/search-results.tsx': source(['cards/NumberCard.tsx']),
      'browser/stores/cart.ts': source(),
      'browser/stores/modal.ts': source(),
      'browser/ui/load-more.ts': source(),
      'shared/validation/messages.ts': source(),
      'browser/forms/enhance-form.ts': source(['shared/validation/messages.ts']),
      'cards/NumberCard.tsx': source(['shared/format/swatch.ts']),
      'shared/format/swatch.ts': source(),
      'browser/ui/Modal.tsx': source(),
    },
    outputs: {
      'd/layout.js': chunk(['islands/exit-intent/watch.ts'], ['d/c-modal-store.js'], 'chunk-group:layout'),
      'd/header.js': chunk(['islands/cart-summary/CartSummary.tsx'], ['d/c-cart.js', 'd/c-modal-store.js'], 'chunk-group:header'),
      'd/cards.js': chunk(['islands/filters/filters.ts'], ['d/c-cart.js', 'd/c-more.js', 'd/c-messages.js'], 'chunk-group:cards'),
      'd/json-draw.js': chunk(['islands/catalog/json-draw.ts'], ['d/c-card.js'], lazy('islands/catalog/json-draw.ts')),
      'd/coverage.js': chunk(['islands/coverage-map/CoverageMap.tsx'], ['d/c-swatch.js'], lazy('islands/coverage-map/CoverageMap.tsx')),
      'd/search-results.js': chunk(['islands/search-results/search-results.tsx'], ['d/c-card.js'], lazy('islands/search-results/search-results.tsx')),
      'd/message.js': chunk(['islands/message-modal/MessageDialog.tsx'], ['d/c-modal.js'], lazy('islands/message-modal/MessageDialog.tsx')),
      'd/form.js': chunk(
        ['islands/form-modal/RequestFormModal.tsx'],
        ['d/c-forms.js', 'd/c-modal.js'],
        lazy('islands/form-modal/RequestFormModal.tsx'),
      ),
      'd/request-form.js': chunk(['islands/request-form/request-form.ts'], ['d/c-forms.js'], lazy('islands/request-form/request-form.ts')),
      'd/c-cart.js': chunk(['browser/stores/cart.ts']),
      'd/c-modal-store.js': chunk(['browser/stores/modal.ts']),
      'd/c-more.js': chunk(['browser/ui/load-more.ts']),
      'd/c-messages.js': chunk(['shared/validation/messages.ts']),
      'd/c-forms.js': chunk(['browser/forms/enhance-form.ts'], ['d/c-messages.js']),
      'd/c-card.js': chunk(['cards/NumberCard.tsx'], ['d/c-swatch.js']),
      'd/c-swatch.js': chunk(['shared/format/swatch.ts']),
      'd/c-modal.js': chunk(['browser/ui/Modal.tsx']),
    },
  }
  const { families } = sharedModules(metafile)
  const family = (name: string) => families.find((f) => f.name === name)!
  // Every page's: what the layout group (what runs before the visitor acts) shares.
  expect(family('shared')).toMatchObject({ modules: ['browser/stores/modal.ts'], everyone: true })
  // The base: what the header's React islands share, and what two other seeds both use (the
  // filters' and the forms' messages, the Modal of the message dialog and of the modal form),
  // loaded only by the chunks that use some of it.
  expect(family('base')).toMatchObject({
    modules: ['browser/stores/cart.ts', 'browser/ui/Modal.tsx', 'shared/validation/messages.ts'],
    everyone: false,
  })
  expect(family('base').users).toEqual(expect.arrayContaining(['chunk-group:header', 'chunk-group:cards']))
  expect(family('base').users).not.toContain('chunk-group:layout')
  expect(family('lists')).toMatchObject({ modules: ['browser/ui/load-more.ts'], users: ['chunk-group:cards'] })
  // The coverage map uses the cards' colour helper and nothing else of theirs: the helper leaves
  // the family (a small file of its own), so the map's page does not load the cards' file.
  expect(family('drawn').modules).toEqual(['cards/NumberCard.tsx'])
  expect(families.flatMap((f) => f.modules)).not.toContain('shared/format/swatch.ts')
  expect(family('drawn').users).not.toContain(lazy('islands/coverage-map/CoverageMap.tsx'))
  expect(family('drawn').users.sort()).toEqual([lazy('islands/catalog/json-draw.ts'), lazy('islands/search-results/search-results.tsx')].sort())
  expect(family('dialogs').modules).toEqual([])
  // A form page loads the forms' file, not the lists'; a catalogue page not the forms'.
  expect(family('forms').modules).toEqual(['browser/forms/enhance-form.ts'])
  expect(family('forms').users.sort()).toEqual([lazy('islands/form-modal/RequestFormModal.tsx'), lazy('islands/request-form/request-form.ts')].sort())
})
