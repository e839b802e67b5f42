import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTemplates } from '../../server/templates/environment'

let dir: string

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'template-cache-'))
  write('base.html', '<p>{% block body %}{% endblock %}</p>', 1)
  write('page.html', '{% extends "base.html" %}{% block body %}Первый{% endblock %}', 1)
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Writes a template with a given modification time (seconds), so a change is seen even within one clock tick. */
function write(name: string, source: string, mtime: number) {
  const file = path.join(dir, name)
  writeFileSync(file, source)
  utimesSync(file, mtime, mtime)
}

const templates = (production: boolean) => createTemplates({ templatesDir: dir, production, assets: { viteAsset: () => '' } })

describe('compiled templates', () => {
  it('are re-read in development when a page or the template it extends changes', () => {
    const { render } = templates(false)
    expect(render('page.html', {})).toBe('<p>Первый</p>')
    write('page.html', '{% extends "base.html" %}{% block body %}Второй{% endblock %}', 2)
    expect(render('page.html', {})).toBe('<p>Второй</p>')
    write('base.html', '<div>{% block body %}{% endblock %}</div>', 2)
    expect(render('page.html', {})).toBe('<div>Второй</div>')
  })

  it('are compiled once in development while no file changes', () => {
    const { render } = templates(false)
    render('page.html', {})
    // New content under the same modification time: the cache answers, no file is read again.
    write('page.html', '{% extends "base.html" %}{% block body %}Другой{% endblock %}', 1)
    expect(render('page.html', {})).toBe('<p>Первый</p>')
  })

  it('are read once in production', () => {
    const { render } = templates(true)
    render('page.html', {})
    write('page.html', '{% extends "base.html" %}{% block body %}Второй{% endblock %}', 2)
    expect(render('page.html', {})).toBe('<p>Первый</p>')
  })
})
