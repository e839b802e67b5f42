import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { createEmailSuggestion, type EmailSuggestion } from '../../browser/stores/email-suggestion'
import { apiRequest, holdRequests, logRequests, useReferenceServer } from '../../testing'
import { recordStates } from './record'

// The store against the reference server's suggestion service (testing kit).
const server = useReferenceServer()
beforeEach(() => apiRequest('GET', '/api/cart/'))
const URL = '/api/email-suggestions/'

/** The offers the field shows, in order, while `work` runs. */
const offers = (suggestion: EmailSuggestion, work: () => unknown) => recordStates(suggestion.$offer, (offer) => offer, work)

describe('e-mail suggestion store (spec §7)', () => {
  it('offers the correction of a typo, nothing for a right address, and asks nothing without an @', async () => {
    const suggestion = createEmailSuggestion(URL)
    const sent = logRequests(server)
    const shown = await offers(suggestion, async () => {
      await suggestion.check(' anna@gmail.con ')
      await suggestion.check('anna@gmail.com')
      await suggestion.check('anna')
    })
    expect(shown).toEqual(['anna@gmail.com', null])
    expect(sent).toEqual([`POST ${URL} {"email":"anna@gmail.con"}`, `POST ${URL} {"email":"anna@gmail.com"}`])
  })

  it('drops the answer about an older value: only the newest question may offer', async () => {
    const suggestion = createEmailSuggestion(URL)
    const held = holdRequests(server, URL)
    const shown = await offers(suggestion, async () => {
      const older = suggestion.check('anna@gmail.con')
      const first = await held.arrived(0)
      const newer = suggestion.check('boris@yandex.ri')
      expect(first.signal.aborted).toBe(true)
      first.release()
      ;(await held.arrived(1)).release()
      await Promise.all([older, newer])
    })
    expect(shown).toEqual(['boris@yandex.ru'])
  })

  it('offers nothing when the service fails, and clear() takes an offer away', async () => {
    const suggestion = createEmailSuggestion(URL)
    server.use(http.post(URL, () => HttpResponse.json({ detail: 'down' }, { status: 500 }), { once: true }))
    const shown = await offers(suggestion, async () => {
      await suggestion.check('anna@gmail.con')
      await suggestion.check('anna@gmail.con')
      suggestion.clear()
    })
    expect(shown).toEqual(['anna@gmail.com', null])
  })
})
