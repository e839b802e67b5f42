import type { PhoneNumber } from './model/catalog'

/**
 * Card links of spec §2, one rule for the server's card partials (the `number_href` filter)
 * and the card components.
 */

/**
 * A number card goes to `{host}/{provider}/number/{number_digit}.html`. Without a provider
 * object (a trimmed answer) the server's absolute_url is the best address there is.
 */
export function numberHref(
  number: Pick<PhoneNumber, 'host_url' | 'absolute_url' | 'number_digit'> & { provider_object?: { name?: string } | null },
): string {
  const provider = number.provider_object?.name
  if (provider && number.number_digit) return `${number.host_url ?? ''}/${provider}/number/${number.number_digit}.html`
  return `${number.host_url ?? ''}${number.absolute_url ?? ''}`
}

/** Tariff and device cards go to host_url plus absolute_url. */
export function entityHref(entity: { host_url?: string | null; absolute_url?: string | null }, hostUrl = ''): string {
  return `${entity.host_url ?? hostUrl}${entity.absolute_url ?? ''}`
}
