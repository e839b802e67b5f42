import { statSync } from 'node:fs'
import { formatPhone } from '../../shared/format/phone'
import nunjucks from 'nunjucks'
import { CSRF_FORM_FIELD } from '../http/csrf'
import { count, filtersOpener, formatPrice, money, numberHref, plural, swatchClass } from './filters'
import { hyphenate } from './hyphenate'
import { scriptJson } from './script-json'
import type { BuildFiles } from './build-files'
import { createViteAssets } from './vite-manifest'

interface TemplateOptions {
  templatesDir: string
  /** Production caches templates; development re-reads them when changed. */
  production: boolean
  /** The build whose manifest `vite_asset` reads, or a replacement for it (tests render pages without a build). */
  assets: { build: BuildFiles; urlPrefix: string } | { viteAsset: (entry: string) => string }
}

export type Templates = ReturnType<typeof createTemplates>

/**
 * Nunjucks set up to read the Django-style templates of templates/:
 * {% extends %}, {% block %}, {% include %}, autoescape on, plus the pieces those templates
 * rely on in Django: `vite_asset(entry)`, `{% csrf_token %}`, and the `script_json`, `price` and
 * `swatch` filters.
 */
export function createTemplates({ templatesDir, production, assets }: TemplateOptions) {
  // Compiled templates are cached in development too: compiling on every request cost 95 ms of
  // the 110 ms of /star-numbers/index/ (bench «render»). Development re-reads a template whose
  // file changed instead (templateChanges below).
  const loader = new nunjucks.FileSystemLoader(templatesDir)
  const dropChanged = production ? () => undefined : templateChanges(loader)
  const env = new nunjucks.Environment(loader, {
    autoescape: true,
    trimBlocks: true,
    lstripBlocks: true,
  })
  const viteAsset = 'build' in assets ? createViteAssets({ manifest: assets.build.manifest, urlPrefix: assets.urlPrefix }) : assets.viteAsset
  const safe = (html: string) => new nunjucks.runtime.SafeString(html)

  env.addGlobal('vite_asset', (entry: string) => safe(viteAsset(entry)))
  env.addFilter('script_json', (value: unknown) => safe(scriptJson(value)))
  env.addFilter('price', formatPrice)
  // The islands' own money (no-break spaces) and plurals, where the server draws an island's first look.
  env.addFilter('money', money)
  env.addFilter('plural', plural)
  // Counts grouped as Intl writes Russian ('1 725'), as the islands show them.
  env.addFilter('count', count)
  env.addFilter('swatch', swatchClass)
  env.addFilter('number_href', numberHref)
  env.addFilter('phone', formatPhone)
  env.addFilter('filters_opener', filtersOpener)
  env.addFilter('hyphenate', hyphenate)
  env.addExtension('CsrfTokenTag', csrfTokenTag(safe))

  return {
    render: (name: string, context: Record<string, unknown>): string => {
      dropChanged()
      return env.render(name, context)
    },
  }
}

/**
 * Development's cache busting: remembers each loaded template's file and modification time,
 * and before a render drops from the loader's cache every template whose file changed since
 * (nunjucks' own `update` event, as its chokidar watcher would send). A stat per cached
 * template, about 30 on the biggest page: microseconds, against milliseconds to compile one.
 */
function templateChanges(loader: nunjucks.FileSystemLoader): () => void {
  const loaded = new Map<string, { path: string; mtimeMs: number }>()
  loader.on('load', (name: string, source: { path: string }) => {
    loaded.set(name, { path: source.path, mtimeMs: modified(source.path) })
  })
  return () => {
    for (const [name, file] of loaded) {
      if (modified(file.path) === file.mtimeMs) continue
      loaded.delete(name)
      loader.emit('update', name, file.path)
    }
  }
}

/** A file's modification time, or NaN once it is gone (never equal: the template is dropped). */
function modified(file: string): number {
  return statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Number.NaN
}

/** Django's `{% csrf_token %}`: the hidden form field, taking `csrf_token` from the context. */
function csrfTokenTag(safe: (html: string) => unknown) {
  // nunjucks calls `run` by the name given to CallExtension in `parse`.
  const extension: nunjucks.Extension & { run(context: { ctx: Record<string, unknown> }): unknown } = {
    tags: ['csrf_token'],
    parse(parser, nodes) {
      const token = parser.nextToken()
      parser.advanceAfterBlockEnd(token.value)
      return new nodes.CallExtension(this, 'run', null, [])
    },
    run(context) {
      const token = String(context.ctx.csrf_token ?? '').replace(/[^A-Za-z0-9_-]/g, '')
      return safe(`<input type="hidden" name="${CSRF_FORM_FIELD}" value="${token}">`)
    },
  }
  return extension
}
