import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createTemplates } from '../server/templates/environment'

const ROOT = path.resolve(import.meta.dirname, '..', 'templates-fixtures')

/** Markup from templates-fixtures/, the same files the server renders from. */
export function fixtureHTML(name: string): string {
  return readFileSync(path.join(ROOT, name), 'utf8')
}

/** Puts a fixture into the document body and returns the body. */
export function loadFixture(name: string): HTMLElement {
  document.body.innerHTML = fixtureHTML(name)
  return document.body
}

const templates = createTemplates({ templatesDir: ROOT, production: false, assets: { viteAsset: () => '' } })

/**
 * A template of templates-fixtures/ rendered exactly as the reference server renders it
 * (same nunjucks set-up, filters and `{% csrf_token %}`), without script tags, so component
 * tests run over the real markup without a build.
 */
export function renderTemplate(name: string, context: Record<string, unknown>): string {
  return templates.render(name, context)
}

/** Puts a rendered page's body into the document (its head, with the stylesheets, stays out). */
export function putPageBody(html: string): void {
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML
}
