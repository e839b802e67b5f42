import { api } from '../../browser/api/client'
import { ApiError, isAbortError } from '../../browser/api/errors'
import { isPaged, nextPageOf } from '../../browser/api/paging'
import { importChunk } from '../../browser/runtime/preload'
import type { CardContext } from '../../cards/catalog-cards'
import { PageError, pageUrl, type PageSource } from './source'

/** The card components and React: fetched with the first page asked for, beside its request. */
const drawing = () => importChunk('catalog/json-draw', () => import('./json-draw'))

/**
 * The JSON mode of spec §7: GETs the host's data URL with the parameters and `page`, and draws
 * `results` with the card components into a page block. Strings from the API go into the
 * cards as text. A body without a `results` list is a failure (PageError 200), so the cards
 * on screen stay and the visitor is told.
 */
export function jsonSource(dataUrl: string, card: string, context: CardContext): PageSource {
  return async (params, page, signal) => {
    const draw = drawing()
    let body: unknown
    try {
      body = await api.get<unknown>(pageUrl(dataUrl, params, page), { signal })
    } catch (error) {
      if (isAbortError(error) || signal.aborted) throw error
      throw new PageError(error instanceof ApiError ? error.status : 0)
    }
    if (!isPaged(body)) throw new PageError(200)
    const { drawCatalogPage } = await draw
    if (signal.aborted) throw new DOMException('The request was replaced by a newer one', 'AbortError')
    const drawn = drawCatalogPage(card, body.results, context)
    if (!drawn) throw new PageError(200)
    return { ...drawn, next: drawn.block ? nextPageOf(body.next) : null }
  }
}
