import { test as base, expect } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  DEMO_PATHS,
  demoPaths,
  expectIslandsMountedWithoutViolations,
  startPython,
  stopPython,
  type PythonServer,
  watchPolicyViolations,
} from './django-demo'
import { startServer, type RunningServer } from './server'
import { budgetForPages } from './fixtures'

const ROOT = path.resolve(import.meta.dirname, '..')
const APP = path.join(ROOT, 'integrations/django')
const PYTHON = process.env.DJANGO_PYTHON ?? '/usr/bin/python3'

/** Debian's gunicorn serving the demo with `env`, on a free port; resolves once it listens. */
const startGunicorn = (env: Record<string, string>): Promise<PythonServer> =>
  startPython(['-m', 'gunicorn', '--chdir', APP, '--bind', '127.0.0.1:0', '--workers', '1', '--threads', '8', 'demo.wsgi:application'], {
    cwd: ROOT,
    env,
    ready: /Listening at: (http:\/\/127\.0\.0\.1:\d+)/,
  })

interface Production {
  reference: RunningServer
  site: PythonServer
  cdn: PythonServer | null
  staticRoot: string
}

/**
 * The demo as Django sites ship it: DEBUG off, `collectstatic` with the app's WhiteNoise storage
 * into a STATIC_ROOT of its own, WhiteNoise serving it under gunicorn (demo settings,
 * DJANGO_PRODUCTION=1). With `cdn`, a second gunicorn of the same collected files, another
 * origin, stands in for a CDN, and the tags point at it (STATIC_URL_PREFIX).
 */
export function productionTests(options: { keepOnlyHashed: boolean; cdn: boolean }): void {
  const test = base.extend<object, { production: Production }>({
    production: [
      async ({}, use) => {
        const reference = await startServer()
        const staticRoot = mkdtempSync(path.join(tmpdir(), 'django-static-'))
        const env: Record<string, string> = {
          DJANGO_PRODUCTION: '1',
          DJANGO_STATIC_ROOT: staticRoot,
          DJANGO_KEEP_ONLY_HASHED: options.keepOnlyHashed ? '1' : '0',
          REFERENCE_SERVER_URL: reference.url,
          PYTHONDONTWRITEBYTECODE: '1',
        }
        const collected = spawnSync(PYTHON, ['manage.py', 'collectstatic', '--noinput'], {
          cwd: APP,
          env: { ...process.env, ...env },
          encoding: 'utf8',
        })
        if (collected.status !== 0) throw new Error(`collectstatic failed:\n${collected.stdout}${collected.stderr}`)
        const cdn = options.cdn ? await startGunicorn(env) : null
        const site = await startGunicorn(cdn ? { ...env, DJANGO_STATIC_URL_PREFIX: `${cdn.url}/static/dist/` } : env)
        await use({ reference, site, cdn, staticRoot })
        await stopPython(site)
        if (cdn) await stopPython(cdn)
        await reference.stop()
        rmSync(staticRoot, { recursive: true, force: true })
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    baseURL: async ({ production }, use) => use(production.site.url),
  })

  const title = `${options.cdn ? 'a CDN origin' : 'the site'} serving the collected build, WHITENOISE_KEEP_ONLY_HASHED_FILES = ${options.keepOnlyHashed ? 'True' : 'False'}`
  test(`${title}: every island mounts, no static file is missing, no policy violation, the build compressed under its own names`, async ({
    page,
    production,
  }) => {
    const missing: string[] = []
    page.on('response', (response) => {
      if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/static/')) missing.push(response.url())
    })
    budgetForPages(DEMO_PATHS + 1)
    await watchPolicyViolations(page)
    for (const pagePath of await demoPaths(page)) {
      const response = await page.goto(pagePath)
      expect(response!.status(), pagePath).toBe(200)
      await expectIslandsMountedWithoutViolations(page, pagePath)
    }
    expect(missing, 'static files answered 404').toEqual([])

    // The loader as the tags wrote it: the build's own name, from the CDN's origin when there is one.
    const loader = new URL((await page.locator('script[type="module"]').getAttribute('src'))!, page.url())
    expect(loader.origin).toBe(production.cdn?.url ?? production.site.url)
    expect(loader.pathname).toMatch(/^\/static\/dist\/loader-\w+\.js$/)
    // With the build's sha256 (docs/django.md «Integrity»): the collected file is the built one, or it would not have run.
    await expect(page.locator('script[type="module"]')).toHaveAttribute('integrity', /^sha256-[A-Za-z0-9+/]{43}=$/)
    const served = await page.request.get(loader.href, { headers: { 'Accept-Encoding': 'br' } })
    expect(served.status()).toBe(200)
    expect(served.headers()['content-encoding']).toBe('br')
    // A module script from another origin needs CORS: WhiteNoise allows every origin.
    if (production.cdn) expect(served.headers()['access-control-allow-origin']).toBe('*')
    // Django's manifest lists the build's files under their own names.
    const manifest = JSON.parse(readFileSync(path.join(production.staticRoot, 'staticfiles.json'), 'utf8')) as { paths: Record<string, string> }
    const name = loader.pathname.replace('/static/', '')
    expect(manifest.paths[name]).toBe(name)
  })
}
