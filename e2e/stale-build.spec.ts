import type { Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from './fixtures'
import { startServer, type RunningServer } from './server'

/**
 * A page open across a deploy (issue 31, browser/runtime/stale-build.ts): the reference server
 * serves a copy of the build; the test loads a page, then «deploys» another build in its place
 * (the same sources built for development: every file name differs, as after a change), and an
 * island that comes later asks for a chunk the server no longer has.
 */
const ROOT = path.resolve(import.meta.dirname, '..')
const RELOAD_GUARD_KEY = 'islands:stale-build-reload'

/** Two builds of the same sources: the one under test and one for development, whose every file name differs. */
type Build = 'built' | 'next'
let dir: string
let server: RunningServer
const buildDir = (build: Build) => (build === 'built' ? path.join(ROOT, 'static/dist') : path.join(dir, 'next'))
test.beforeAll(async () => {
  test.setTimeout(120_000)
  dir = mkdtempSync(path.join(tmpdir(), 'stale-build-'))
  execFileSync(process.execPath, ['build.mjs', `--outdir=${buildDir('next')}`], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: 'ignore',
  })
  deploy('built')
  server = await startServer({ env: { STATIC_DIST_DIR: path.join(dir, 'served') } })
})
test.afterAll(async () => {
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** A deploy: the served build is replaced by `build`, the old files gone. */
function deploy(build: Build): void {
  rmSync(path.join(dir, 'served'), { recursive: true, force: true })
  cpSync(buildDir(build), path.join(dir, 'served'), { recursive: true })
}
/** The page's runtime chunk: which build the page runs. */
const runtimeOf = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').find((entry) => /\/chunks\/runtime-[^/]+\.js$/.test(entry.name))?.name ?? '')
/** An island added to the page after it loaded (as content another script brings), which asks for its chunk now. */
const addLateIsland = (page: Page) =>
  page.evaluate(() => {
    const host = document.createElement('section')
    host.dataset.island = 'collapsible'
    host.dataset.islandLoad = 'eager'
    const title = document.createElement('h2')
    const toggle = document.createElement('button')
    toggle.type = 'button'
    toggle.dataset.collapsibleToggle = ''
    toggle.setAttribute('aria-expanded', 'false')
    toggle.textContent = 'Вопрос'
    title.append(toggle)
    const panel = document.createElement('div')
    panel.dataset.collapsiblePanel = ''
    panel.hidden = true
    panel.textContent = 'Ответ'
    host.append(title, panel)
    document.querySelector('main')!.append(host)
  })

test.describe.configure({ mode: 'serial' })

test('a chunk of a build a deploy removed: the page reloads once and runs the new build', async ({ page }) => {
  await page.goto(`${server.url}/regions/`)
  await expect(page.locator('[data-island="site-menu"]')).toHaveAttribute('data-island-state', 'mounted')
  const before = await runtimeOf(page)
  deploy('next')
  const reloaded = page.waitForEvent('load')
  await addLateIsland(page)
  await reloaded
  await expect(page.locator('[data-island="site-menu"]')).toHaveAttribute('data-island-state', 'mounted')
  expect(await runtimeOf(page)).not.toBe(before)
  expect(JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_GUARD_KEY))!)).toEqual({ build: before })
  // The new build's chunks are there: an island added now mounts.
  await addLateIsland(page)
  await expect(page.locator('main [data-island="collapsible"]')).toHaveAttribute('data-island-state', 'mounted')
})

test('a page with typed input (the contacts form): no reload under the visitor’s hands, the notice instead', async ({ page }) => {
  // Not /order/: an empty cart has no form there, and a filled one has loaded the late island's chunk already.
  await page.goto(`${server.url}/contacts/`)
  await page.getByRole('textbox', { name: 'Имя', exact: true }).fill('Анна')
  deploy('built')
  let loads = 0
  page.on('load', () => (loads += 1))
  await addLateIsland(page)
  const notice = page.getByRole('alert').filter({ hasText: 'Сайт обновился — обновите страницу' })
  await expect(notice).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Имя', exact: true })).toHaveValue('Анна')
  expect(loads).toBe(0)
  const reloaded = page.waitForEvent('load')
  await notice.getByRole('button', { name: 'Обновить страницу' }).click()
  await reloaded
})
