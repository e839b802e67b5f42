// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { islands } from '../../islands/index'
import { islandFolders, REGISTRY, renderRegistry } from '../../scripts/islands-registry.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')

describe('the registry, islands/index.ts', () => {
  it('is what scripts/islands-registry.mjs writes from the island folders (run `npm run islands`, or `npm run docs`)', () => {
    expect(readFileSync(path.join(ROOT, REGISTRY), 'utf8')).toBe(renderRegistry(islandFolders(ROOT)))
  })

  it('lists every folder with a contract under its own name, in the order of the names', () => {
    expect(Object.keys(islands)).toEqual(islandFolders(ROOT))
    expect(islandFolders(ROOT)).toContain('cart-button')
  })

  it('imports a name that is no binding under another, and quotes a hyphenated key', () => {
    const text = renderRegistry(['cart-button', 'delete', 'tabs'])
    expect(text).toContain("import cartButton from './cart-button'\nimport deleteIsland from './delete'\nimport tabs from './tabs'\n")
    expect(text).toContain("  'cart-button': cartButton,\n  delete: deleteIsland,\n  tabs,\n}")
  })
})
