import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { $cart } from '../../shared/stores/cart'
import { $customer } from '../../shared/stores/customer'
import { $modal, openModal } from '../../shared/stores/modal'
import { resetPageStores } from '../../shared/stores/page-reset'

const STORES = path.resolve(import.meta.dirname, '../../shared/stores')
/** State of a module's own: a top-level `let`, or a store made at the top level (not inside a factory). */
const MODULE_STATE = /^(?:let |(?:export )?const \$\w+ = (?:atom|map)\b)/m

describe('page-wide stores', () => {
  it('every store module with state of its own registers its reset (onPageReset), so the testing kit cannot miss one', () => {
    const forgetful = readdirSync(STORES)
      .filter((file) => file.endsWith('.ts') && file !== 'page-reset.ts')
      .filter((file) => {
        const source = readFileSync(path.join(STORES, file), 'utf8')
        return MODULE_STATE.test(source) && !source.includes('onPageReset(')
      })
    expect(forgetful).toEqual([])
  })

  it('resetPageStores puts each back as a fresh page has it', () => {
    $customer.set({ first_name: 'Анна' } as never)
    openModal('signin-error')
    resetPageStores()
    expect($customer.get()).toBeNull()
    expect($modal.get()).toBeNull()
    expect($cart.get().items).toEqual([])
  })
})
