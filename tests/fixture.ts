import { readFileSync } from 'node:fs'
import path from 'node:path'

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
