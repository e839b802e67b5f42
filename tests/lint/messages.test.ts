import path from 'node:path'
import { ESLint } from 'eslint'
import { expect, test } from 'vitest'

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') })

/** The messages of the lint for `code` as the file `filePath` would hold it. */
async function lint(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((message) => message.message)
}

const RUSSIAN = expect.stringContaining('A Russian text goes in the messages.ts of its island or shared area')
const ALIAS = expect.stringContaining('Import a messages set as M')

test('a Russian text outside a messages module is refused: a string, a template, JSX text, in the browser code and the server', async () => {
  const component = `export const Empty = ({ n }: { n: number }) => (
  <p aria-label="Пусто" title={\`Найдено: \${n}\`}>
    Ничего не найдено
  </p>
)
`
  expect(await lint(component, 'islands/lint-fixture/Empty.tsx')).toEqual([RUSSIAN, RUSSIAN, RUSSIAN])
  expect(await lint("export const greeting = 'Здравствуйте!'\n", 'browser/stores/lint-fixture.ts')).toEqual([RUSSIAN])
  expect(await lint("export const label = 'Оформить'\n", 'cards/lint-fixture.ts')).toEqual([RUSSIAN])
  expect(await lint("export const detail = { detail: 'Неправильная страница' }\n", 'server/routes/lint-fixture.ts')).toEqual([RUSSIAN])
})

test("the reference server's demo data is data: its seeds and migrations hold Russian as the database does", async () => {
  expect(await lint("export const SIM_TYPES = ['Обычная', 'Нано']\n", 'server/db/seed-lint-fixture.ts')).toEqual([])
  expect(await lint("export const NAV = [{ title: 'Номера' }]\n", 'server/routes/messages.ts')).toEqual([])
})

test("a messages module holds them; a regular expression's Cyrillic letters and Latin text are no texts", async () => {
  expect(
    await lint("export const LINT_FIXTURE_MESSAGES = Object.freeze({ empty: 'Ничего не найдено' } as const)\n", 'islands/lint-fixture/messages.ts'),
  ).toEqual([])
  expect(await lint("export const concealed = /^[\\dXx*Хх]{10}$/\nexport const name = 'cart-button'\n", 'shared/validation/lint-fixture.ts')).toEqual(
    [],
  )
})

test('a messages set is imported as M or under its own name, never a third alias', async () => {
  const as = (alias: string) =>
    `import { COMMON_MESSAGES${alias} } from '../../shared/messages'\nexport const more = ${alias ? alias.slice(4) : 'COMMON_MESSAGES'}.more\n`
  expect(await lint(as(' as M'), 'islands/lint-fixture/more.ts')).toEqual([])
  expect(await lint(as(''), 'islands/lint-fixture/more.ts')).toEqual([])
  expect(await lint(as(' as t'), 'islands/lint-fixture/more.ts')).toEqual([ALIAS])
  expect(await lint(as(' as COMMON'), 'server/lint-fixture.ts')).toEqual([ALIAS])
})
