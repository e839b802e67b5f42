import path from 'node:path'
import { createTemplates } from '../server/templates/environment'

const ROOT = path.resolve(import.meta.dirname, '..', 'templates')

const templates = createTemplates({ templatesDir: ROOT, production: false, assets: { viteAsset: () => '' } })

/**
 * A template of templates/ rendered exactly as the reference server renders it
 * (same nunjucks set-up, filters and `{% csrf_token %}`), without script tags, so component
 * tests run over the real markup without a build.
 */
export function renderTemplate(name: string, context: Record<string, unknown>): string {
  return templates.render(name, context)
}
