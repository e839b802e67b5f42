import { api } from './client'
import type { ShortLinkRequest, ShortLinkResponse } from '../../shared/api/types'

/**
 * Spec §7: POST to the short-link URL (the site config's `short_link_url`) with the page
 * address to shorten; the client adds the CSRF header. Answers `{short_url}`.
 *
 * @example (await createShortLink('/api/short-links/', 'https://site/numbers/?provider=mts')).short_url
 */
export function createShortLink(shortLinkUrl: string, withParamUrl: string, signal?: AbortSignal): Promise<ShortLinkResponse> {
  const body: ShortLinkRequest = { with_param_url: withParamUrl }
  return api.post<ShortLinkResponse>(shortLinkUrl, body, { signal })
}
