import type { Tariff } from '../../shared/api'
import { putPageBody, renderTemplate } from '../fixture'

/** The comparison URLs of the site-config block, as the reference server writes them. */
export const COMPARISON_CONFIG = {
  comparison_page_url: '/tariffs/compare/',
  comparison_url: '/api/comparison/',
  comparison_add_url: '/api/comparison/add/',
  comparison_clear_url: '/api/comparison/clear/',
  comparison_item_url: '/api/comparison/items/{id}/',
}

/** A tariff with what the card and the comparison table show. */
export function tariff(id: number, name: string, extra: Partial<Tariff> = {}): Tariff {
  return {
    id,
    name,
    provider_name: 'МТС',
    provider_color: '#E30611',
    host_url: 'http://localhost',
    absolute_url: `/tariffs/t-${id}/`,
    tags: [],
    summary: { minutes: '500 минут', sms: '100 SMS', gb: '20 ГБ' },
    month_fee: '450.00',
    currency: { id: 1, name: 'RUB', site_symbol: '₽' },
    ...extra,
  } as Tariff
}

/** A tariff card of the catalogue, as the server renders it; returns its compare host. */
export function putTariffCard(t: Tariff): HTMLElement {
  // The card and the page's site-config block, where the island finds the URLs.
  document.body.innerHTML = renderTemplate('partials/tariff-card.html', { tariff: t }) + renderTemplate('partials/site-config.html', { site_config: COMPARISON_CONFIG })
  return document.querySelector<HTMLElement>('[data-island="compare-button"]')!
}

/** The comparison page with `rows` (label → values), as /tariffs/compare/ renders it; returns the table host. */
export function putComparisonPage(tariffs: Tariff[], rows: [string, string[]][], onlyDifferent = false): HTMLElement {
  putPageBody(renderTemplate('pages/site/compare.html', {
    tariffs,
    rows: rows.map(([label, values]) => ({ label, values, different: new Set(values).size > 1 })),
    only_different: onlyDifferent,
    urls: { page: COMPARISON_CONFIG.comparison_page_url, item: COMPARISON_CONFIG.comparison_item_url, clear: COMPARISON_CONFIG.comparison_clear_url },
    site_config: COMPARISON_CONFIG,
  }))
  return document.querySelector<HTMLElement>('[data-island="comparison-table"]')!
}
