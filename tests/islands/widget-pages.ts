import { vi } from 'vitest'
import type { Device, Tariff } from '../../shared/api/types'
import { putPageBody, renderTemplate } from '../fixture'
import { tariff } from './comparison-pages'

export const DEVICE = {
  id: 3,
  name: 'Смартфон Тест 5',
  main_image: '/static/img/devices/smartphone.svg',
  main_image_list: ['/static/img/devices/smartphone.svg', '/static/img/devices/smartphone-back.svg', '/static/img/devices/smartphone-side.svg'],
  short_info: '6,5", 128 ГБ',
  tags: [],
  currency: { id: 1, name: 'RUB', site_symbol: '₽' },
  price: '19990.00',
  current_price: '19990.00',
  has_discount: false,
  discount: 0,
  archive: false,
  absolute_url: '/devices/test-5/',
  manufacturer_name: 'Тест',
  device_type_name: 'Смартфон',
} as unknown as Device

const RELATED: Tariff[] = [
  tariff(1, 'Смарт', { provider_name: 'МТС' }),
  tariff(2, 'Всё просто', { provider_name: 'Билайн' }),
  tariff(3, 'Мой разговор', { provider_name: 'МТС' }),
]

/** The device page as the server renders it (gallery, price tooltip, info sections, provider pills). */
export function putDevicePage(): void {
  putPageBody(renderTemplate('pages/catalog/device.html', {
    device: DEVICE, tariffs: RELATED, related_providers: ['МТС', 'Билайн'], site_config: {},
  }))
}

/** A tariff page with its tabs. */
export function putTariffPage(): void {
  putPageBody(renderTemplate('pages/catalog/tariff.html', {
    tariff: tariff(7, 'Смарт'), options: [{ title: 'мессенджеры', price: '0.00' }], numbers: [], devices: [], site_config: {},
  }))
}

/** `(min-width: 992px)` answers as a window of `width` px would. */
export function setWindowWidth(width: number): void {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query)
    return { matches: min ? width >= Number(min[1]) : false, media: query, addEventListener() {}, removeEventListener() {} }
  }) as unknown as typeof window.matchMedia
}

/** The host of island `name` on the page. */
export const host = (name: string) => document.querySelector<HTMLElement>(`[data-island="${name}"]`)!

const originalMatchMedia = window.matchMedia
/** After each test: real timers and the window's own matchMedia (setWindowWidth replaces it). */
export function restoreWindow(): void {
  vi.useRealTimers()
  window.matchMedia = originalMatchMedia
}
