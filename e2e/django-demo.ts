import { test as base, expect, type Page, type Response } from '@playwright/test'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { islandsSettled } from './demo-pages'
import { pressWhenTaken } from './fixtures'
import { startServer, type RunningServer } from './server'

const ROOT = path.resolve(import.meta.dirname, '..')
const PYTHON = process.env.DJANGO_PYTHON ?? '/usr/bin/python3'
// The Django version's folder, first on PYTHONPATH (scripts/test.mjs runs the @django-versions
// tests once per version with it); without it, the system's Django.
const DJANGO_PATH = process.env.DJANGO_PYTHONPATH ?? ''

/** A Python environment's PYTHONPATH: `folders` first, then the Django version's. */
export function pythonPath(...folders: string[]): string {
  return [...folders, DJANGO_PATH].filter(Boolean).join(path.delimiter)
}

/** The Django those processes run, as `django.get_version()` says (test titles name it). */
export const DJANGO_VERSION = spawnSync(PYTHON, ['-c', 'import django; print(django.get_version())'], {
  encoding: 'utf8',
  env: { ...process.env, PYTHONPATH: pythonPath() },
}).stdout.trim()

export interface PythonServer {
  url: string
  process: ChildProcess
  /** Everything it printed so far, stdout and stderr. */
  output(): string
}

/**
 * `python args` serving on a free port (it binds port 0 itself); resolves with its address once
 * its output matches `ready` (the address, or host:port, in the first group).
 */
export async function startPython(args: string[], options: { cwd: string; env: Record<string, string>; ready: RegExp }): Promise<PythonServer> {
  const child = spawn(PYTHON, args, {
    cwd: options.cwd,
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1', ...(DJANGO_PATH ? { PYTHONPATH: pythonPath() } : {}), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = options.ready.exec(output)
      if (match) resolve(match[1]!.startsWith('http') ? match[1]! : `http://${match[1]}`)
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)))
    setTimeout(() => reject(new Error(`${args.join(' ')} did not start in 30 s:\n${output}`)), 30_000).unref()
  })
  return { url, process: child, output: () => output }
}

export async function stopPython(server: { process: ChildProcess }): Promise<void> {
  if (server.process.exitCode !== null) return
  const exited = new Promise((resolve) => server.process.once('exit', resolve))
  server.process.kill('SIGTERM')
  await exited
}

interface Stack {
  reference: RunningServer
  django: PythonServer
}

/** The demo's serve.py (a threaded WSGI server), pointed at the reference server: its settings, or those `env` names. */
export const serveDemo =
  (env: Record<string, string> = {}) =>
  (referenceUrl: string) =>
    startPython([path.join(ROOT, 'integrations/django/demo/serve.py')], {
      cwd: ROOT,
      env: { REFERENCE_SERVER_URL: referenceUrl, ...env },
      ready: /Django demo on (http:\/\/127\.0\.0\.1:\d+)/,
    })

/**
 * Tests against a Django site with the reference server behind it answering the JSON API and
 * keeping the data: a worker's stack, the site started by `start` (by default the demo written in
 * the Django template language, integrations/django/demo, with `env`: DJANGO_CSP=nonce…).
 */
export function djangoStackTest(start: (referenceUrl: string) => Promise<PythonServer>) {
  return base.extend<object, { stack: Stack }>({
    stack: [
      async ({}, use) => {
        const reference = await startServer()
        const django = await start(reference.url)
        await use({ reference, django })
        await stopPython(django)
        await reference.stop()
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    baseURL: async ({ stack }, use) => use(stack.django.url),
  })
}

/** The demo in the Django template language on serve.py, with its environment `env` (DJANGO_CSP=nonce…). */
export const djangoDemoTest = (env: Record<string, string> = {}) => djangoStackTest(serveDemo(env))

/** Collects the page's `securitypolicyviolation` events (an init script is Playwright's: no policy applies to it). */
export async function watchPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { policyViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`))
  })
}

/** The demo's pages: home, the catalogue, a number's page (its first card's), the cart, sign-in and a document (the public offer). */
/** How many pages demoPaths lists (it visits one more to find a number's page). */
export const DEMO_PATHS = 6

export async function demoPaths(page: Page): Promise<string[]> {
  await page.goto('/numbers/')
  const numberPage = await page.locator('.number-card a[href$=".html"]').first().getAttribute('href')
  return ['/', '/numbers/', numberPage!, '/order/', '/customer/signin/', '/offer/']
}

/**
 * Every island host of the page open now started, below the fold too, none failed or inactive and
 * some mounted; no policy violation since the page loaded (watchPolicyViolations).
 */
export async function expectIslandsMountedWithoutViolations(page: Page, path: string): Promise<void> {
  await islandsSettled(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await islandsSettled(page)
  const states = await page
    .locator('[data-island]')
    .evaluateAll((hosts) => hosts.map((host) => `${host.getAttribute('data-island')} ${host.getAttribute('data-island-state')}`))
  expect(
    states.filter((state) => /(failed|inactive)$/.test(state)),
    `${path}: islands that did not mount`,
  ).toEqual([])
  expect(states.filter((state) => state.endsWith('mounted')).length, `${path}: mounted islands`).toBeGreaterThan(0)
  const violations = await page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations)
  expect(violations, `${path}: policy violations`).toEqual([])
}

/**
 * The page open now came under django-csp's nonce policy (DJANGO_CSP=nonce): a nonce in the
 * policy, on the loader and on every module preload as served (the browser hides a nonce from the
 * DOM once it has read it), and every island mounted with no violation.
 */
export async function expectNoncedPage(page: Page, response: Response, path: string): Promise<void> {
  const policy = response.headers()['content-security-policy'] ?? ''
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
  expect(policy, `${path}: the policy`).toContain("'strict-dynamic'")
  expect(nonce, `${path}: a nonce in the policy`).toBeTruthy()
  await expect(page.locator('script[type="module"]')).toHaveAttribute('nonce', '')
  const served = await response.text()
  const loader = served.match(/<script type="module"[^>]*>/g) ?? []
  expect(loader, `${path}: the loader, with its nonce`).toEqual([expect.stringContaining(`nonce="${nonce}"`)])
  for (const link of served.match(/<link rel="modulepreload"[^>]*>/g) ?? [])
    expect(link, `${path}: a module preload's nonce`).toContain(`nonce="${nonce}"`)
  await expectIslandsMountedWithoutViolations(page, path)
}

/** Adds the first card's number on /numbers/ and returns it as the card shows it. */
export async function addFirstNumber(page: Page): Promise<string> {
  await page.goto('/numbers/')
  const card = page.locator('.number-card').first()
  const number = (await card.locator('.number-card__number').innerText()).trim()
  const host = card.locator('[data-island="cart-button"]')
  await pressWhenTaken(host, 'В корзину')
  await expect(host.getByRole('button', { name: 'Оформить' })).toBeVisible()
  return number
}
