import { axeEveryPage, DEMO_PAGES, islandsSettled, serialisedDom, showMore } from './demo-pages'
import { expect, test } from './fixtures'
import type { HtmlDocument } from './html-checker'

/**
 * Every demo page of the server (the list its routes feed, server/routes/demo-pages.ts):
 * the W3C Nu HTML checker over the HTML as served (what a browser without JavaScript gets),
 * over the DOM once the islands mounted and over the DOM after «Показать ещё»; and axe-core
 * once the islands mounted at a desktop and a phone width. 0 errors and 0 violations.
 * The states deeper in (dialogs, menus, forms with errors…) are in e2e/axe-states.spec.ts and
 * the specs of their features.
 */

// A sweep of independent tests: both workers take from it, so the run does not wait on one worker
// going through the whole file while the other has finished.
test.describe.configure({ mode: 'parallel' })

test('the demo page list covers the site', () => {
  // The list comes from the routes; this only guards against it coming back nearly empty.
  expect(DEMO_PAGES).toEqual(expect.arrayContaining(['/', '/numbers/', '/order/', '/coverage/', '/search/?query=900', '/no-such-page/']))
})

// Three tests a page, not one: on a busy machine a page's two axe runs and the checker's JVM
// together came near the 30 s a test has (one took 30.2 s beside another suite).
for (const path of DEMO_PAGES) {
  test(`${path}: valid HTML as served, once the islands mounted and after «Показать ещё»`, async ({ page, htmlChecker }) => {
    const served = await page.request.get(path)
    expect(served.headers()['content-type']).toContain('text/html')
    const documents: HtmlDocument[] = [{ name: `${path} as served`, html: await served.text() }]

    await page.goto(path)
    await islandsSettled(page)
    documents.push({ name: `${path} with the islands mounted`, html: await serialisedDom(page) })
    if (await showMore(page)) documents.push({ name: `${path} after «Показать ещё»`, html: await serialisedDom(page) })

    expect(await htmlChecker.errors(documents), `W3C Nu HTML checker on ${path}`).toEqual([])
  })
}

axeEveryPage(DEMO_PAGES)
