import path from 'node:path'
import { ESLint } from 'eslint'
import { expect, test } from 'vitest'

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') })

/** The messages of the lint for `code` as a store of shared/ would hold it. */
async function lintStore(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'browser/stores/newest-wins-fixture.ts' })
  return result!.messages.map((message) => message.message)
}

const LANE = 'A request that a newer one replaces goes through requestLane() (browser/api/lane.ts)'

test('«newest wins» by hand is refused: a sequence number kept as a ticket, an AbortController', async () => {
  // The cart store's old load (issue 43): a counter bumped and compared when the answer came.
  const ticket = `let loadSeq = 0
export async function load(get: () => Promise<number>, set: (n: number) => void) {
  const seq = ++loadSeq
  const value = await get()
  if (seq === loadSeq) set(value)
}
`
  expect(await lintStore(ticket)).toEqual([expect.stringContaining(`${LANE}, not a sequence number kept by hand`)])
  expect(await lintStore('export const controller = new AbortController()\n')).toEqual([expect.stringContaining(LANE)])
})

test('a counter that is only counted is not a ticket', async () => {
  expect(await lintStore('let pending = 0\nexport function add() {\n  pending += 1\n  pending++\n  return pending\n}\n')).toEqual([])
})
