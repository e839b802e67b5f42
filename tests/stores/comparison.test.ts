import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { $comparison, addToComparison, clearComparison, loadComparison, removeFromComparison, resetComparison } from '../../browser/stores/comparison'
import { apiRequest, holdRequests, logRequests, referenceResponse, useReferenceServer } from '../../testing'

// The store against the reference server (testing kit).
const server = useReferenceServer()
// A visitor who has been on a page: the csrftoken cookie it set (apiRequest sets one first).
beforeEach(() => apiRequest('GET', '/api/cart/'))
const URLS = { addUrl: '/api/comparison/add/', listUrl: '/api/comparison/' }

afterEach(() => resetComparison())

describe('comparison store (spec §4, §7)', () => {
  it('records the server list, then adds, removes and clears', async () => {
    // Compared on another page before.
    expect((await apiRequest('POST', URLS.addUrl, { tariff: 3 })).status).toBe(201)
    const states: number[][] = []
    const off = $comparison.listen((s) => states.push([...s.ids]))
    await loadComparison(URLS.listUrl)
    await addToComparison(URLS, 7)
    await removeFromComparison('/api/comparison/items/{id}/', 3)
    await clearComparison('/api/comparison/clear/')
    off()
    expect(states).toEqual([[3], [3, 7], [7], []])
    expect((await apiRequest<{ items: unknown[] }>('GET', URLS.listUrl)).data.items).toEqual([])
  })

  it('asks the list again when its answer arrives after an add (the older list would drop the tariff)', async () => {
    const held = holdRequests(server, URLS.listUrl)
    const sent = logRequests(server)
    const loaded = loadComparison(URLS.listUrl)
    const first = await held.arrived(0)
    // The list as it was when asked: empty.
    const before = await referenceResponse(first.request)
    await addToComparison(URLS, 7)
    first.answer(before)
    ;(await held.arrived(1)).release()
    await loaded
    expect($comparison.get()).toEqual({ loaded: true, ids: [7] })
    expect(sent.map((line) => line.split(' ')[0])).toEqual(['GET', 'POST', 'GET'])
  })

  it('rejects an add the server refuses for a tariff its list does not hold', async () => {
    await expect(addToComparison(URLS, 404)).rejects.toMatchObject({ status: 400 })
    expect($comparison.get().ids).toEqual([])
  })
})
