import { rub } from '../money'
import { mulberry32 } from '../db/random'
import type { Db } from '../db/open'
import { PROVIDERS, SUBDOMAINS, TAGS } from '../db/seed-data'

/** Sizes of the generated catalogue (seed.ts): totals including the fixed demo rows. */
export interface CatalogSeedOptions {
  /** Tariffs in all (default: only the fixed demo tariffs; the full demo uses ~300). */
  tariffs?: number
  /** Devices in all (default: only the fixed demo devices; the full demo uses ~150). */
  devices?: number
}

/** The sizes of the full demo catalogue, for the dev server and the catalogue tests. */
export const FULL_CATALOG: Required<CatalogSeedOptions> = { tariffs: 320, devices: 150 }

const TARIFF_WORDS = ['Смарт', 'Безлимит', 'Мой', 'Всё', 'Супер', 'Гига', 'Разговор', 'Онлайн', 'Семейный', 'Город']
const TARIFF_LEVELS = ['Старт', 'Лайт', 'Оптима', 'Плюс', 'Макс', 'Премиум', 'Экстра', 'Мини']
const MINUTES = [0, 100, 200, 300, 500, 800, 1000, 1500, 2000, 3000, 5000]
const SMS = [0, 50, 100, 300, 500, 1000]
const GB: (number | null)[] = [null, 0, 3, 5, 10, 15, 20, 30, 40, 50, 100]
const OPTION_CODES = ['1', '2', '3', '4', '5']

const MANUFACTURERS = ['Xiaomi', 'Samsung', 'Apple', 'Huawei', 'Honor', 'realme', 'ZTE', 'TP-Link', 'Lenovo', 'Keenetic']
const DEVICE_TYPES = [
  { type: 'Смартфон', models: ['Note', 'Pro', 'Lite', 'Ultra', 'Max'], price: [8990, 129990], info: 'экран 6,5″, 8/128 ГБ, NFC' },
  { type: 'Планшет', models: ['Tab', 'Pad', 'Tab Plus'], price: [12990, 89990], info: 'экран 10,5″, LTE, 4/64 ГБ' },
  { type: 'Модем', models: ['E33', 'M4', 'Stick'], price: [1990, 5990], info: 'USB, LTE Cat.4, до 150 Мбит/с' },
  { type: 'Роутер', models: ['MF', 'Air', 'Hero'], price: [3490, 19990], info: '4G/Wi-Fi, до 32 устройств' },
  { type: 'Умные часы', models: ['Watch', 'Band', 'Fit'], price: [2990, 49990], info: 'пульсометр, eSIM, GPS' },
]

/**
 * A tariff's name as an operator's reads («Онлайн Экстра», no running number): the drawn word with
 * the drawn level, or the next level free, so that one operator's region lists each name once.
 */
function tariffName(provider: number, subdomain: number, word: string, level: number, named: Set<string>): string {
  for (let step = 0; ; step++) {
    const name = `${word} ${TARIFF_LEVELS[(level + step) % TARIFF_LEVELS.length]}`
    const key = `${provider}/${subdomain}/${name}`
    if (!named.has(key) || step === TARIFF_LEVELS.length) {
      named.add(key)
      return name
    }
  }
}

/**
 * Generates tariffs and devices after the fixed demo rows (ids continue after them, so the
 * demo ids stay valid). Deterministic: the same sizes give the same rows.
 */
export function seedGeneratedCatalog(db: Db, { tariffs = 0, devices = 0 }: CatalogSeedOptions = {}): void {
  const random = mulberry32(20241121)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const tariffCount = db.prepare('SELECT COUNT(*) FROM tariffs').pluck().get() as number
  const deviceCount = db.prepare('SELECT COUNT(*) FROM devices').pluck().get() as number

  const insertTariff = db.prepare(`
    INSERT INTO tariffs (name, slug, provider_id, subdomain_id, currency_id, month_fee,
      current_price, activation_price, advance_payment, show_advance_payment, minutes, sms,
      internet_gb, summary, included_options, archive, number_type)
    VALUES (@name, @slug, @provider, @subdomain, 1, @fee, @fee, @activation, @fee, @showAdvance,
      @minutes, @sms, @gb, @summary, @options, @archive, @numberType)`)
  const tariffTag = db.prepare('INSERT INTO tariff_tags (tariff_id, tag_id) VALUES (?, ?)')
  const named = new Set<string>()
  for (let i = tariffCount; i < tariffs; i++) {
    const provider = PROVIDERS[i % PROVIDERS.length]!
    const subdomain = SUBDOMAINS[Math.floor(i / PROVIDERS.length) % SUBDOMAINS.length]!.id
    const minutes = pick(MINUTES)
    const sms = pick(SMS)
    const gb = pick(GB)
    // Roughly: bigger packages cost more, rounded to 10 ₽.
    const fee = Math.round((150 + minutes * 0.15 + sms * 0.1 + (gb ?? 150) * 6 + random() * 200) / 10) * 10
    const options = OPTION_CODES.filter(() => random() < 0.35).map((code) => [code, random() < 0.5 ? 0 : rub(Math.round(random() * 10) * 10)])
    const summary: Record<string, string> = {}
    if (minutes > 0) summary.minutes = `${minutes} минут`
    if (sms > 0) summary.sms = `${sms} SMS`
    summary.internet = gb === null ? 'Безлимитный интернет' : gb === 0 ? 'Без интернета' : `${gb} ГБ`
    // Drawn where the name was drawn before it lost its running number: the rest of the data stays.
    const name = tariffName(provider.id, subdomain, pick(TARIFF_WORDS), TARIFF_LEVELS.indexOf(pick(TARIFF_LEVELS)), named)
    const { lastInsertRowid } = insertTariff.run({
      name,
      slug: `${provider.slug}-tarif-${i}`,
      provider: provider.id,
      subdomain,
      fee: rub(fee),
      activation: fee >= 700 ? rub(100) : 0,
      showAdvance: fee >= 700 ? 1 : 0,
      minutes,
      sms,
      gb,
      summary: JSON.stringify(summary),
      options: JSON.stringify(options),
      archive: i % 17 === 16 ? 1 : 0,
      numberType: i % 7 === 3 ? 'city' : 'federal',
    })
    for (const tag of TAGS) if (random() < 0.2) tariffTag.run(lastInsertRowid, tag.id)
  }

  const insertDevice = db.prepare(`
    INSERT INTO devices (name, slug, manufacturer, device_type, currency_id, price, current_price, short_info, archive)
    VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?)`)
  const deviceTag = db.prepare('INSERT INTO device_tags (device_id, tag_id) VALUES (?, ?)')
  for (let i = deviceCount; i < devices; i++) {
    const manufacturer = MANUFACTURERS[i % MANUFACTURERS.length]!
    const kind = DEVICE_TYPES[Math.floor(i / MANUFACTURERS.length) % DEVICE_TYPES.length]!
    const model = `${pick(kind.models)} ${10 + (i % 40)}`
    const [low, high] = kind.price as [number, number]
    const price = Math.round((low + random() * (high - low)) / 100) * 100 - 10
    const current = random() < 0.3 ? Math.round((price * (0.7 + random() * 0.25)) / 100) * 100 - 10 : price
    const { lastInsertRowid } = insertDevice.run(
      `${kind.type} ${manufacturer} ${model}`,
      `${manufacturer.toLowerCase()}-${model.toLowerCase().replace(/\s+/g, '-')}-${i}`,
      manufacturer,
      kind.type,
      rub(price),
      rub(current),
      kind.info,
      i % 23 === 22 ? 1 : 0,
    )
    if (current < price) deviceTag.run(lastInsertRowid, 2)
    else if (random() < 0.15) deviceTag.run(lastInsertRowid, pick([1, 3]))
  }
}
