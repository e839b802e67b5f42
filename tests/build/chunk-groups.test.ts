import { existsSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { islandChunkGroups } from '../../scripts/island-contracts.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')

test('the chunk groups come from the contracts: each grouped island, its group and the module it imports lazily', async () => {
  const groups = await islandChunkGroups(ROOT)
  expect(groups.get('cart-button')).toEqual({ group: 'cards', kind: 'render', module: path.join(ROOT, 'islands/cart-button/CartButton') })
  expect(groups.get('tabs')).toEqual({ group: 'widgets', kind: 'enhance', module: path.join(ROOT, 'islands/tabs/tabs') })
  // An island without `chunk` keeps a chunk of its own.
  expect(groups.has('calculator')).toBe(false)
  expect(new Set([...groups.values()].map(({ group }) => group))).toEqual(new Set(['cards', 'layout', 'order', 'widgets']))
  expect(groups.get('site-menu')?.group).toBe('layout')
  for (const [island, { module }] of groups) {
    expect(
      ['.ts', '.tsx'].some((extension) => existsSync(module + extension)),
      island,
    ).toBe(true)
  }
})
