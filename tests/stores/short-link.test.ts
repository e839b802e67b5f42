import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { createShortLinks, type ShortLinks } from '../../browser/stores/short-link'
import { apiRequest, holdRequests, logRequests, useReferenceServer } from '../../testing'
import { recordStates } from './record'

// The store against the reference server's short links (testing kit).
const server = useReferenceServer()
beforeEach(() => apiRequest('GET', '/api/cart/'))
const URL = '/api/short-links/'
const TARGET = `${location.origin}/numbers/?provider=mts`
/** The reference server's short addresses, made readable. */
const SHORT = new RegExp(`^${location.origin}/s/[A-Za-z0-9]+/$`)

const record = (links: ShortLinks, work: () => unknown) =>
  recordStates(
    links.$state,
    (state) => (state.status === 'created' ? `created ${SHORT.test(state.shortUrl) ? '/s/…/' : state.shortUrl}` : state.status),
    work,
  )

describe('short link store (spec §5, §7)', () => {
  it('creates the link of the address and forgets it when the filters change', async () => {
    const links = createShortLinks(URL)
    const sent = logRequests(server)
    const states = await record(links, async () => {
      await links.create(TARGET)
      links.forget()
    })
    expect(states).toEqual(['creating', 'created /s/…/', 'idle'])
    expect(sent).toEqual([`POST ${URL} ${JSON.stringify({ with_param_url: TARGET })}`])
  })

  it('fails on an error and on an answer without short_url', async () => {
    const links = createShortLinks(URL)
    server.use(http.post(URL, () => HttpResponse.json({ with_param_url: ['Введите правильный URL.'] }, { status: 400 }), { once: true }))
    server.use(http.post(URL, () => HttpResponse.json({ short_url: '' }, { status: 201 }), { once: true }))
    const states = await record(links, async () => {
      await links.create(TARGET)
      await links.create(TARGET)
    })
    expect(states).toEqual(['creating', 'failed', 'creating', 'failed'])
  })

  it('keeps only the newest request: an older answer arriving later changes nothing', async () => {
    const links = createShortLinks(URL)
    const held = holdRequests(server, URL)
    const states = await record(links, async () => {
      const older = links.create(`${TARGET}&older=1`)
      const first = await held.arrived(0)
      const newer = links.create(TARGET)
      ;(await held.arrived(1)).release()
      await newer
      first.release()
      await older
    })
    expect(states).toEqual(['creating', 'creating', 'created /s/…/'])
  })
})
