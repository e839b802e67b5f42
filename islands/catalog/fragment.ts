import { isAbortError } from '../../shared/api/errors'

/** A fragment request that did not give cards: the HTTP status, or 0 without a response. */
export class FragmentError extends Error {
  override name = 'FragmentError'
  constructor(readonly status: number) {
    super(`catalogue fragment: HTTP ${status}`)
  }
}

export interface Fragment {
  /**
   * The page's block of cards (templates-fixtures/partials/catalog-page.html): a `<ul role="none">`
   * of `<li role="listitem">` cards, rendered by the server from the same partials as the page;
   * null when the page has no cards.
   */
  page: HTMLElement | null
  nextPage: number | null
}

/** The page block of a fragment answer; its data-next-page tells the page after it. */
const PAGE_SELECTOR = 'ul[data-next-page]'

/**
 * GETs one page of cards from the catalogue page itself (`?…&page=N&fragment=1`, see
 * server/routes/catalog-pages.ts). The answer is the server's own HTML, parsed in an
 * inert `<template>` (no scripts run), never strings from the JSON API.
 */
export async function fetchFragment(url: string, signal: AbortSignal): Promise<Fragment> {
  if (new URL(url, location.href).origin !== location.origin) throw new FragmentError(0)
  let html: string
  try {
    const response = await fetch(url, { headers: { Accept: 'text/html' }, credentials: 'same-origin', signal })
    if (!response.ok) throw new FragmentError(response.status)
    html = await response.text()
  } catch (error) {
    if (error instanceof FragmentError || isAbortError(error) || signal.aborted) throw error
    throw new FragmentError(0)
  }
  const template = document.createElement('template')
  template.innerHTML = html
  const page = template.content.querySelector<HTMLElement>(PAGE_SELECTOR)
  if (!page) throw new FragmentError(200)
  const next = Number.parseInt(page.getAttribute('data-next-page') ?? '', 10)
  page.removeAttribute('data-next-page')
  return { page: page.children.length ? page : null, nextPage: next > 0 ? next : null }
}

/** The fragment URL of one page with the applied filters. */
export function fragmentUrl(base: string, filters: URLSearchParams, page: number): string {
  const params = new URLSearchParams(filters)
  params.set('page', String(page))
  params.set('fragment', '1')
  return `${base}${base.includes('?') ? '&' : '?'}${params}`
}
