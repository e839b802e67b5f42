import Database from 'better-sqlite3'
import type { Page } from '@playwright/test'

/** The accepted submissions of one form kind, as the server stored them (form_requests). */
export function storedRequests(dbPath: string, kind: string): Record<string, unknown>[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true })
  try {
    const rows = db.prepare('SELECT payload FROM form_requests WHERE kind = ? ORDER BY id').all(kind) as { payload: string }[]
    return rows.map((row) => JSON.parse(row.payload) as Record<string, unknown>)
  } finally {
    db.close()
  }
}

/** Counts the page's requests to `path` (a form's action) from now on. */
export function countPosts(page: Page, path: string): { readonly count: number } {
  const seen = { count: 0 }
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) seen.count++
  })
  return seen
}

/** Counts full page loads of the main frame from now on (a form sent by AJAX makes none). */
export function countPageLoads(page: Page): { readonly count: number } {
  const seen = { count: 0 }
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.count++
  })
  return seen
}
