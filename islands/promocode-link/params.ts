import type { PromocodeLinkProps } from './index'

/** The query parameters a promocode link names, with their defaults (the host may rename them). */
export function promocodeParams({ promocodeParam = 'promocode', statusParam = 'promocode_status' }: PromocodeLinkProps) {
  return { code: promocodeParam, status: statusParam }
}

/** Whether the page's address carries a promocode link (a code, or the server's outcome of one). */
export function hasPromocodeLink(props: PromocodeLinkProps, search = location.search): boolean {
  const { code, status } = promocodeParams(props)
  const params = new URLSearchParams(search)
  return params.has(code) || params.has(status)
}
