import { parseInteger } from '../../shared/validation'
import type { ContentRepository, PostFilter } from './repository'
import { SERVER_MESSAGES as M } from '../messages'

/**
 * Filters of the blog lists, DRF-style field errors for bad values:
 *   provider  provider slugs or ids, comma-separated or repeated (news, articles, stocks)
 *   author    author id (articles only)
 */
export function parsePostFilter(
  query: Record<string, unknown>,
  content: ContentRepository,
  { author = false }: { author?: boolean } = {},
): { filter: PostFilter } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {}
  const filter: PostFilter = {}

  const providerValues = list(query.provider)
  if (providerValues.length) {
    const providers = content.providers()
    const ids: number[] = []
    for (const value of providerValues) {
      const found = providers.find((p) => p.slug === value || String(p.id) === value)
      if (!found) {
        errors.provider = [M.invalidChoice(value)]
        break
      }
      ids.push(found.id)
    }
    filter.providerIds = ids
  }

  const rawAuthor = query.author
  if (author && rawAuthor !== undefined && rawAuthor !== '') {
    const id = typeof rawAuthor === 'string' ? parseInteger(rawAuthor) : null
    if (id === null || !content.authorExists(id)) {
      errors.author = [M.invalidChoiceUnnamed]
    } else filter.authorId = id
  }

  return Object.keys(errors).length ? { errors } : { filter }
}

function list(raw: unknown): string[] {
  return (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter(Boolean)
}
