import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pythonPath, serveDemo, type PythonServer } from './django-demo'

const ROOT = path.resolve(import.meta.dirname, '..')
const PYTHON = process.env.DJANGO_PYTHON ?? '/usr/bin/python3'

export const JINJA_BACKENDS = { jinja2: "Django's Jinja2 backend", 'django-jinja': 'django-jinja' } as const
export type JinjaBackend = keyof typeof JINJA_BACKENDS

/**
 * A new project on Jinja2 set up from the «Jinja2» section of docs/django.md by
 * integrations/django/demo/jinja_site.py (`startproject`, the backend's settings block, the
 * section's page at /), with the demo app on top when `demo`, served by the demo's serve.py; its
 * folder goes when the server stops.
 */
export const serveJinjaSite =
  (backend: JinjaBackend, demo: boolean) =>
  async (referenceUrl: string): Promise<PythonServer> => {
    const folder = mkdtempSync(path.join(tmpdir(), 'django-jinja-'))
    const site = path.join(folder, 'site')
    const args = [path.join(ROOT, 'integrations/django/demo/jinja_site.py'), backend, site, ...(demo ? ['--demo'] : [])]
    const created = spawnSync(PYTHON, args, { encoding: 'utf8' })
    if (created.status !== 0) throw new Error(`jinja_site.py ${backend} failed:\n${created.stdout}${created.stderr}`)
    const server = await serveDemo({ DJANGO_SETTINGS_MODULE: 'shop.settings', PYTHONPATH: pythonPath(site) })(referenceUrl)
    server.process.once('exit', () => rmSync(folder, { recursive: true, force: true }))
    return server
  }
