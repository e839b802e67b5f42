import { test as base, expect, type Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { islandsSettled } from './demo-pages'
import { startServer, type RunningServer } from './server'

const ROOT = path.resolve(import.meta.dirname, '..')
const PYTHON = process.env.DJANGO_PYTHON ?? '/usr/bin/python3'

interface Stack {
  reference: RunningServer
  django: { url: string; process: ChildProcess }
}

/** The Django demo pointed at the reference server, on a free port; resolves once it prints its address. */
async function startDjango(referenceUrl: string, env: Record<string, string>): Promise<Stack['django']> {
  const child = spawn(PYTHON, [path.join(ROOT, 'integrations/django/demo/serve.py')], {
    cwd: ROOT,
    env: { ...process.env, REFERENCE_SERVER_URL: referenceUrl, PYTHONDONTWRITEBYTECODE: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Django demo on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match) resolve(match[1]!)
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`the Django demo exited with ${code}:\n${output}`)))
    setTimeout(() => reject(new Error(`the Django demo did not start in 30 s:\n${output}`)), 30_000).unref()
  })
  return { url, process: child }
}

/**
 * Tests against the demo written in the Django template language (integrations/django/demo) on
 * Debian's Django, with the reference server behind it answering the JSON API and keeping the
 * data: a worker's stack, started with the demo's environment `env` (DJANGO_CSP=nonce…).
 */
export function djangoDemoTest(env: Record<string, string> = {}) {
  return base.extend<object, { stack: Stack }>({
    stack: [
      async ({}, use) => {
        const reference = await startServer()
        const django = await startDjango(reference.url, env)
        await use({ reference, django })
        const exited = new Promise((resolve) => django.process.once('exit', resolve))
        django.process.kill('SIGTERM')
        await exited
        await reference.stop()
      },
      { scope: 'worker' },
    ],
    baseURL: async ({ stack }, use) => use(stack.django.url),
  })
}

/** Collects the page's `securitypolicyviolation` events (an init script is Playwright's: no policy applies to it). */
export async function watchPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { policyViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`))
  })
}

/** The demo's pages: home, the catalogue, a number's page (its first card's), the cart and sign-in. */
export async function demoPaths(page: Page): Promise<string[]> {
  await page.goto('/numbers/')
  const numberPage = await page.locator('.number-card a[href$=".html"]').first().getAttribute('href')
  return ['/', '/numbers/', numberPage!, '/order/', '/customer/signin/']
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
