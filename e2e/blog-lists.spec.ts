import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

/**
 * The blog lists against the reference server (its seed: 40 news, 30 articles, 15 stocks,
 * 40 reviews, 20 a page): load more to the end, the provider pills with their 1 s debounce
 * and URL state, the empty state and axe-core on every list.
 */

interface List {
  name: string
  path: string
  /** The JSON list the page's island calls. */
  api: string
  /** Has the provider pills. */
  filter: boolean
}

const LISTS: List[] = [
  { name: 'news', path: '/news/', api: '/api/news/', filter: true },
  { name: 'articles', path: '/articles/', api: '/api/authors/articles/', filter: true },
  { name: 'stocks', path: '/stocks/', api: '/api/stocks/', filter: true },
  { name: 'reviews', path: '/reviews/', api: '/api/load-more-reviews/', filter: false },
  { name: 'author articles', path: '/articles/authors/2/', api: '/api/authors/articles/?author=2', filter: false },
]

interface ApiItem {
  title?: string
  name?: string
  content?: string
  providers?: { name: string; display_name: string }[]
}

/** What identifies an item on screen: a post's title, a review's author and text. */
const label = (item: ApiItem) => item.title ?? `${item.name} ${item.content}`

const items = (page: Page) => page.locator('[data-blog-list] [role="listitem"]')
/** The same labels read from the page. */
async function shownLabels(page: Page): Promise<string[]> {
  return items(page).evaluateAll((lis) =>
    lis.map((li) => {
      const title = li.querySelector('.site-post__title')
      if (title) return title.textContent?.trim() ?? ''
      const name = li.querySelector(':scope > .site-review__head .site-review__name')?.textContent?.trim()
      const content = li.querySelector(':scope > .site-review__content')?.textContent?.trim()
      return `${name} ${content}`
    }),
  )
}
const moreButton = (page: Page) => page.getByRole('button', { name: /Показать ещё|Загрузка/ })

/** Every item of a list, page after page, straight from the API. */
async function allItems(page: Page, api: string, providers: string[] = []): Promise<ApiItem[]> {
  const found: ApiItem[] = []
  for (let n: number | null = 1; n !== null;) {
    const params = new URLSearchParams(providers.map((p) => ['provider', p]))
    params.set('page', String(n))
    const response = await page.request.get(`${api}${api.includes('?') ? '&' : '?'}${params}`)
    expect(response.status()).toBe(200)
    const body = (await response.json()) as { results: ApiItem[]; next: number | null }
    found.push(...body.results)
    n = body.next
  }
  return found
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('[data-island="blog-list"]')).toHaveAttribute('data-island-state', 'mounted')
}

/** Clicks «Показать ещё» until it is gone, waiting for each page to land. */
async function loadToEnd(page: Page) {
  while (await moreButton(page).isVisible()) {
    const before = await items(page).count()
    await moreButton(page).click()
    await expect(items(page)).not.toHaveCount(before)
    // Settled: the button is back to its label, or hidden at the end.
    await expect(page.locator('button.blog-list__more[aria-busy]')).toHaveCount(0)
  }
}

for (const list of LISTS) {
  test(`${list.name}: load more goes to the end of the list the API has, then the button hides`, async ({ page }) => {
    const expected = (await allItems(page, list.api)).map(label)
    expect(expected.length).toBeGreaterThan(0)
    await open(page, list.path)
    await expect(items(page)).toHaveCount(Math.min(20, expected.length))
    await expect(page.locator('a[data-blog-more]')).toBeHidden()
    await loadToEnd(page)
    await expect(moreButton(page)).toHaveCount(0)
    expect(await shownLabels(page)).toEqual(expected)
    await expect(page.locator('[data-blog-message]')).toBeEmpty()
    await expectNoAxeViolations(page, `${list.path} with results`)
  })
}

for (const list of LISTS.filter((l) => l.filter)) {
  test(`${list.name}: provider pills reload after the debounce, go into the URL and survive a reload`, async ({ page }) => {
    await open(page, list.path)
    const mts = await allItems(page, list.api, ['mts'])
    expect(mts.length).toBeGreaterThan(0)
    expect(mts.every((item) => item.providers?.some((p) => p.name === 'mts'))).toBe(true)

    const reloaded = page.waitForResponse((r) => r.url().includes(list.api) && r.url().includes('provider=mts'))
    const clickedAt = Date.now()
    await page.getByRole('button', { name: 'МТС', exact: true }).click()
    await expect(page.getByRole('button', { name: 'МТС', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('button', { name: 'Все', exact: true })).toHaveAttribute('aria-pressed', 'false')
    await reloaded
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(900)
    // Drawn: the list is no longer busy (the answer is in; its cards are drawn after it).
    await expect(page.locator('[data-blog-list]')).not.toHaveAttribute('aria-busy')
    await expect(page).toHaveURL(new RegExp(`${list.path}\\?provider=mts$`))
    await loadToEnd(page)
    expect(await shownLabels(page)).toEqual(mts.map(label))
    // Every item on screen names the provider.
    for (const provider of await page.locator('[data-blog-list] [role="listitem"] .site-post__providers').all()) {
      await expect(provider).toContainText('МТС')
    }
    await expect(page.locator('[data-blog-list] [role="listitem"]')).toHaveCount(mts.length)

    // A second provider: both, repeated in the address.
    const both = await allItems(page, list.api, ['mts', 'beeline'])
    const second = page.waitForResponse((r) => r.url().includes('provider=mts&provider=beeline'))
    await page.getByRole('button', { name: 'Билайн', exact: true }).click()
    await second
    await expect(page.locator('[data-blog-list]')).not.toHaveAttribute('aria-busy')
    await expect(page).toHaveURL(new RegExp(`${list.path}\\?provider=mts&provider=beeline$`))
    await loadToEnd(page)
    expect(await shownLabels(page)).toEqual(both.map(label))
    expect(both.every((item) => item.providers?.some((p) => p.name === 'mts' || p.name === 'beeline'))).toBe(true)

    // The address is the state: a reload renders the same list from the server.
    await page.reload()
    await expect(page.locator('[data-island="blog-list"]')).toHaveAttribute('data-island-state', 'mounted')
    await expect(page.getByRole('button', { name: 'МТС', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('button', { name: 'Билайн', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await loadToEnd(page)
    expect(await shownLabels(page)).toEqual(both.map(label))
  })

  test(`${list.name}: an empty answer says «Ничего не найдено»`, async ({ page }) => {
    // Every provider has posts in every list of the seed, so the empty answer is the API's
    // own shape for a filter with no posts, given through the browser.
    await page.route(`**${list.api}?provider=tele2&page=1`, (route) => route.fulfill({ json: { results: [], next: null } }))
    await open(page, list.path)
    await page.getByRole('button', { name: 'Tele2', exact: true }).click()
    await expect(page.getByRole('status')).toHaveText('Ничего не найдено')
    await expect(items(page)).toHaveCount(0)
    await expect(moreButton(page)).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`${list.path}\\?provider=tele2$`))
    await expectNoAxeViolations(page, `${list.path} without results`)

    // «Все» brings the whole list back.
    await page.getByRole('button', { name: 'Все', exact: true }).click()
    await expect(items(page)).not.toHaveCount(0)
    await expect(page.locator('[data-blog-message]')).toBeEmpty()
    await expect(page).toHaveURL(new RegExp(`${list.path}$`))
  })
}

test('an article links its authors to their lists', async ({ page }) => {
  await open(page, '/articles/')
  const author = page.locator('.site-post__authors a').first()
  const name = (await author.textContent())?.trim() ?? ''
  await author.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Статьи автора: ${name}`)
  await expect(page.locator('[data-island="blog-list"]')).toHaveAttribute('data-island-state', 'mounted')
  for (const byline of await page.locator('.site-post__authors').all()) await expect(byline).toContainText(name)
})
