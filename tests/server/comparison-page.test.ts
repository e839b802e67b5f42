// @vitest-environment node
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import type { Tariff } from '../../shared/api/types'
import { CookieJar, postJson, serveForTests } from './helpers'

const server = serveForTests()

/** Adds the first `count` tariffs of the catalogue to a new visitor's comparison. */
async function compared(count: number): Promise<{ jar: CookieJar; tariffs: Tariff[] }> {
  const jar = new CookieJar()
  await jar.fetch(`${server.url}/api/comparison/`)
  const { results } = (await (await jar.fetch(`${server.url}/api/catalog/tariffs/`)).json()) as { results: Tariff[] }
  const tariffs = results.slice(0, count)
  for (const tariff of tariffs) expect((await postJson(jar, `${server.url}/api/comparison/add/`, { tariff: tariff.id })).status).toBe(201)
  return { jar, tariffs }
}

const setTariff = (sql: string, id: number) => {
  const db = new Database(server.sandbox.dbPath)
  try {
    db.prepare(sql).run(id)
  } finally {
    db.close()
  }
}

describe('/tariffs/compare/ with tariffs that changed since they were added', () => {
  it('keeps an archived tariff in the table and says it is no longer available; its add is refused', async () => {
    const { jar, tariffs } = await compared(2)
    setTariff('UPDATE tariffs SET archive = 1 WHERE id = ?', tariffs[1]!.id)
    // Read without the soft hyphens of the `hyphenate` filter.
    const html = (await (await jar.fetch(`${server.url}/tariffs/compare/`)).text()).replaceAll('\u00AD', '')
    expect(html).toContain(tariffs[1]!.name)
    expect(html).toMatch(/<th scope="row">Доступен для подключения<\/th>\s*<td>да<\/td><td>нет \(в архиве\)<\/td>/)
    // Its column offers no «В корзину»: the cards' note instead.
    expect(html).toContain('<p class="card-cart card-cart--archive">Нет в продаже</p>')
    expect(html).not.toContain(`data-tariff="${tariffs[1]!.id}" data-label="В корзину"`)
    // A visitor without it cannot add it any more.
    const other = new CookieJar()
    await other.fetch(`${server.url}/api/comparison/`)
    const refused = await postJson(other, `${server.url}/api/comparison/add/`, { tariff: tariffs[1]!.id })
    expect([refused.status, await refused.json()]).toEqual([400, { tariff: ['Тариф не найден.'] }])
    setTariff('UPDATE tariffs SET archive = 0 WHERE id = ?', tariffs[1]!.id)
  })

  it('leaves out a tariff deleted from the catalogue', async () => {
    const { jar, tariffs } = await compared(1)
    const db = new Database(server.sandbox.dbPath)
    const row = db.prepare('SELECT * FROM tariffs WHERE id = ?').get(tariffs[0]!.id) as Record<string, unknown>
    db.pragma('foreign_keys = OFF')
    db.prepare('DELETE FROM tariffs WHERE id = ?').run(tariffs[0]!.id)
    const html = await (await jar.fetch(`${server.url}/tariffs/compare/`)).text()
    expect(html).not.toContain(tariffs[0]!.name)
    expect(html).toContain('Вы ещё не добавили тарифы к сравнению.')
    const columns = Object.keys(row)
    db.prepare(`INSERT INTO tariffs (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...columns.map((c) => row[c]))
    db.close()
  })
})
