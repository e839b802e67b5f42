import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $comparison, addToComparison, clearComparison, loadComparison, removeFromComparison, resetComparison } from '../../shared/stores'
import { json, stubFetch } from '../api/fetch-stub'

const URLS = { addUrl: '/api/comparison/add/', listUrl: '/api/comparison/' }
const list = (ids: number[]) => json(200, { items: ids.map((id) => ({ id })) })

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/'
  resetComparison()
})
afterEach(() => vi.unstubAllGlobals())

describe('comparison store (spec §4, §7)', () => {
  it('records the server list, then adds, removes and clears', async () => {
    stubFetch((r) => (r.method === 'GET' ? list([3]) : r.method === 'DELETE' ? json(204) : json(201, { status: 'ok' })))
    const states: number[][] = []
    const off = $comparison.listen((s) => states.push([...s.ids]))
    await loadComparison(URLS.listUrl)
    await addToComparison(URLS, 7)
    await removeFromComparison('/api/comparison/items/{id}/', 3)
    await clearComparison('/api/comparison/clear/')
    off()
    expect(states).toEqual([[3], [3, 7], [7], []])
  })

  it('asks the list again when its answer arrives after an add (the older list would drop the tariff)', async () => {
    let answerFirstGet!: () => void
    let gets = 0
    const { seen } = stubFetch((r) => {
      if (r.method !== 'GET') return json(201, { status: 'ok' })
      gets += 1
      if (gets === 1) return new Promise((resolve) => (answerFirstGet = () => resolve(list([]))))
      return list([7])
    })
    const loaded = loadComparison(URLS.listUrl)
    await addToComparison(URLS, 7)
    answerFirstGet()
    await loaded
    expect($comparison.get()).toEqual({ loaded: true, ids: [7] })
    expect(seen.map((r) => r.method)).toEqual(['GET', 'POST', 'GET'])
  })

  it('rejects an add the server refuses for a tariff its list does not hold', async () => {
    stubFetch((r) => (r.method === 'GET' ? list([]) : json(400, { tariff: ['Тариф не найден.'] })))
    await expect(addToComparison(URLS, 404)).rejects.toMatchObject({ status: 400 })
    expect($comparison.get().ids).toEqual([])
  })
})
