import { seedPromocodes } from '../cart/seed'
import { mulberry32 } from './random'
import { seedImages } from './seed-images'
import { FULL_CATALOG, seedGeneratedCatalog, type CatalogSeedOptions } from '../catalog/catalog-seed'
import type { Config } from '../config'
import { rub } from '../money'
import { seedContent } from '../content/seed'
import { seedNumberSets } from '../catalog/number-sets'
import type { Db } from './open'
import { CURRENCIES, DEVICES, GOLD_DISCOUNT, NUMBER_CATEGORIES, PROVIDERS, SUBDOMAINS, TAGS, TARIFFS } from './seed-data'

export interface SeedOptions extends CatalogSeedOptions {
  /** How many phone numbers to generate (default 30; benchmarks want tens of thousands). */
  numbers?: number
}

/** Fills an empty database with the demo catalogue; returns whether it did anything. */
export function seedIfEmpty(db: Db, options: SeedOptions = {}): boolean {
  const hasProviders = db.prepare('SELECT 1 FROM providers LIMIT 1').get()
  if (hasProviders) return false
  seed(db, options)
  return true
}

/** Inserts the demo catalogue. Deterministic: the same options give the same rows. */
export function seed(db: Db, { numbers = 30, ...generated }: SeedOptions = {}): void {
  db.transaction(() => {
    insertReference(db)
    insertNumbers(db, numbers)
    seedNumberSets(db)
    insertTariffs(db)
    insertDevices(db)
    seedPromocodes(db) // WELCOME500, SALE10, expired OLD2020 (server/cart/seed.ts)
    seedGeneratedCatalog(db, generated) // more tariffs and devices when asked (server/catalog/catalog-seed.ts)
    seedImages(db) // provider icons and device pictures (static/img)
    seedContent(db) // sub-sites, blog, reviews, pages (server/content/seed.ts)
  })()
  // Statistics for the planner, so filtered listings pick the right index.
  db.exec('ANALYZE')
}

function insertReference(db: Db): void {
  const currency = db.prepare('INSERT INTO currencies (id, name, site_symbol) VALUES (?, ?, ?)')
  for (const c of CURRENCIES) currency.run(c.id, c.name, c.site_symbol)
  const provider = db.prepare('INSERT INTO providers (id, slug, name, display_name, official_name, icon, color) VALUES (?, ?, ?, ?, ?, NULL, ?)')
  for (const p of PROVIDERS) provider.run(p.id, p.slug, p.name, p.display_name, p.official_name, p.color)
  const subdomain = db.prepare('INSERT INTO subdomains (id, slug, display_name) VALUES (?, ?, ?)')
  for (const s of SUBDOMAINS) subdomain.run(s.id, s.slug, s.display_name)
  const tag = db.prepare('INSERT INTO tags (id, name, icon, color) VALUES (?, ?, NULL, ?)')
  for (const t of TAGS) tag.run(t.id, t.name, t.color)
}

function insertNumbers(db: Db, count: number): void {
  const insert = db.prepare(`
    INSERT INTO numbers (number_digit, provider_id, subdomain_id, currency_id, category,
      site_price, real_site_price, exit_price, real_exit_price, advance_price, rent_price,
      archive, is_refill_allowed)
    VALUES (@digits, @provider, @subdomain, 1, @category, @site, @realSite, @exit, @realExit,
      @advance, @rent, @archive, @refill)`)
  const tag = db.prepare('INSERT INTO number_tags (number_id, tag_id) VALUES (?, ?)')
  const random = mulberry32(20240601)
  const taken = new Set<string>()

  for (let i = 0; i < count; i++) {
    const provider = PROVIDERS[i % PROVIDERS.length]!
    const code = provider.codes[Math.floor(i / PROVIDERS.length) % provider.codes.length]!
    // Every fifth number is a star number, cycling through the star categories.
    const kind = i % 5 === 4 ? NUMBER_CATEGORIES[1 + (Math.floor(i / 5) % 4)]! : NUMBER_CATEGORIES[0]
    let tail = starTail(kind.category, random)
    let category: string = kind.category
    for (let attempt = 0; taken.has(code + tail); attempt++) {
      tail = attempt < 20 ? starTail(kind.category, random) : randomDigits(7, random)
      if (attempt >= 20) category = 'regular'
    }
    const digits = `7${code}${tail}`
    taken.add(code + tail)

    const site = category === 'regular' ? 500 + Math.floor(random() * 20) * 100 : kind.price
    // The home page's promotion (templates/pages/home.html): every gold number 20 % off its price;
    // elsewhere one number in seven at about 17 % off.
    const promoted = category === 'gold'
    const discounted = promoted || i % 7 === 3
    const realSite = promoted ? site / (1 - GOLD_DISCOUNT) : discounted ? Math.round((site * 1.2) / 100) * 100 : site
    const rent = category === 'regular' ? 0 : kind.rent
    const { lastInsertRowid } = insert.run({
      digits,
      provider: provider.id,
      subdomain: i % 6 === 5 ? 2 : 1,
      category,
      site: rub(site),
      realSite: rub(realSite),
      exit: rub(site * 1.1),
      realExit: rub(realSite * 1.1),
      advance: rub(rent),
      rent: rub(rent),
      archive: i % 13 === 12 ? 1 : 0,
      refill: provider.slug === 'tele2' ? 0 : 1,
    })
    if (discounted) tag.run(lastInsertRowid, 2)
    // «Хит» on a few: one star number in nine, whatever its category.
    if (i % 45 === 4) tag.run(lastInsertRowid, 1)
  }
}

function insertTariffs(db: Db): void {
  const insert = db.prepare(`
    INSERT INTO tariffs (name, slug, provider_id, subdomain_id, currency_id, month_fee,
      current_price, activation_price, advance_payment, show_advance_payment, minutes, sms,
      internet_gb, summary, included_options)
    VALUES (@name, @slug, @provider, 1, 1, @fee, @fee, @activation, @fee, @showAdvance,
      @minutes, @sms, @gb, @summary, @options)`)
  const tag = db.prepare('INSERT INTO tariff_tags (tariff_id, tag_id) VALUES (?, ?)')
  for (const t of TARIFFS) {
    const summary: Record<string, string> = {}
    if (t.minutes > 0) summary.minutes = `${t.minutes} минут`
    if (t.sms > 0) summary.sms = `${t.sms} SMS`
    summary.internet = t.gb === null ? 'Безлимитный интернет' : `${t.gb} ГБ`
    const { lastInsertRowid } = insert.run({
      name: t.name,
      slug: t.slug,
      provider: t.provider,
      fee: rub(t.fee),
      activation: t.fee >= 700 ? rub(100) : 0,
      showAdvance: t.fee >= 700 ? 1 : 0,
      minutes: t.minutes,
      sms: t.sms,
      gb: t.gb,
      summary: JSON.stringify(summary),
      options: JSON.stringify(t.options.map((code) => [code, 0])),
    })
    if (t.tag !== null) tag.run(lastInsertRowid, t.tag)
  }
}

function insertDevices(db: Db): void {
  const insert = db.prepare(`
    INSERT INTO devices (name, slug, manufacturer, device_type, currency_id, price, current_price, short_info)
    VALUES (?, ?, ?, ?, 1, ?, ?, ?)`)
  const tag = db.prepare('INSERT INTO device_tags (device_id, tag_id) VALUES (?, ?)')
  for (const d of DEVICES) {
    const { lastInsertRowid } = insert.run(d.name, d.slug, d.manufacturer, d.type, rub(d.price), rub(d.current), d.info)
    if (d.tag !== null) tag.run(lastInsertRowid, d.tag)
  }
}

/** The last seven digits of a number, shaped by its category (star numbers repeat digits). */
function starTail(category: string, random: () => number): string {
  const d = () => String(Math.floor(random() * 10))
  const [a, b] = [d(), d()]
  switch (category) {
    case 'bronze':
      return randomDigits(3, random) + a + a + b + b
    case 'silver':
      return randomDigits(3, random) + a.repeat(4)
    case 'gold':
      return b + a.repeat(6)
    case 'platinum':
      return a.repeat(7)
    default:
      return randomDigits(7, random)
  }
}

function randomDigits(length: number, random: () => number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += String(Math.floor(random() * 10))
  return out
}

/** The demo store's data: benchmark-sized numbers and the full tariff and device range; tests start small. */
export function demoSeedOptions(config: Pick<Config, 'seedNumbers' | 'nodeEnv'>): SeedOptions {
  return { numbers: config.seedNumbers, ...(config.nodeEnv === 'test' ? {} : FULL_CATALOG) }
}
