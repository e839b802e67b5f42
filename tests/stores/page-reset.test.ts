import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { $cart } from '../../browser/stores/cart'
import { $customer } from '../../browser/stores/customer'
import { $modal, openModal } from '../../browser/stores/modal'
import { resetPageStores } from '../../browser/stores/page-reset'

const STORES = path.resolve(import.meta.dirname, '../../browser/stores')
/** Calls at a module's top level whose result holds state of its own. */
const STATEFUL_CALLS = new Set(['atom', 'map', 'deepMap', 'requestLane'])
/** The one place a module keeps state no component reads (a documented object), beside its atoms. */
const LOCAL = 'local'
const ASSIGNMENTS = new Set([
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
])

/** `a.b.c` → `a`: the variable a target belongs to. */
function rootName(node: ts.Expression): string | null {
  let target = node
  while (ts.isPropertyAccessExpression(target) || ts.isElementAccessExpression(target) || ts.isParenthesizedExpression(target))
    target = target.expression
  return ts.isIdentifier(target) ? target.text : null
}

/**
 * What a store module keeps at its top level, read from its syntax tree: its problems with the
 * rule «state lives in atoms, or in one `local` object, and a module with state registers its
 * reset (onPageReset)».
 */
function stateProblems(file: string, dir = STORES): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(dir, file), 'utf8'), ts.ScriptTarget.ES2022, true)
  const problems: string[] = []
  const constants = new Set<string>()
  let state = false
  let resets = false
  for (const statement of source.statements) {
    if (
      ts.isExpressionStatement(statement) &&
      ts.isCallExpression(statement.expression) &&
      statement.expression.expression.getText(source) === 'onPageReset'
    )
      resets = true
    if (!ts.isVariableStatement(statement)) continue
    const { flags, declarations } = statement.declarationList
    for (const { name, initializer } of declarations) {
      const id = name.getText(source)
      if (!(flags & ts.NodeFlags.Const)) {
        problems.push(`${file}: module-level ${flags & ts.NodeFlags.Let ? 'let' : 'var'} ${id} (an atom, or a field of \`${LOCAL}\`)`)
        state = true
        continue
      }
      let value = initializer
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value))) value = value.expression
      const call = value && ts.isCallExpression(value) ? value.expression.getText(source) : null
      if (id === LOCAL || (call && STATEFUL_CALLS.has(call))) state = true
      else if (value && ts.isNewExpression(value)) {
        problems.push(`${file}: ${id} = new ${value.expression.getText(source)}(…) at module level (a field of \`${LOCAL}\`)`)
        state = true
      } else constants.add(id)
    }
  }
  // A constant is never written to: state it would be, outside its documented place.
  const visit = (node: ts.Node): void => {
    const target =
      ts.isBinaryExpression(node) && ASSIGNMENTS.has(node.operatorToken.kind)
        ? node.left
        : (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
            [ts.SyntaxKind.PlusPlusToken, ts.SyntaxKind.MinusMinusToken].includes(node.operator)
          ? node.operand
          : null
    const root = target && rootName(target)
    if (root && constants.has(root) && target !== null && !ts.isIdentifier(target))
      problems.push(`${file}: writes to the constant ${root} (${target.getText(source)})`)
    ts.forEachChild(node, visit)
  }
  visit(source)
  if (state && !resets) problems.push(`${file}: has state and registers no reset (onPageReset)`)
  return problems
}

describe('page-wide stores', () => {
  it('every store module keeps its state in atoms or its one `local` object and registers its reset (onPageReset), so the testing kit cannot miss one', () => {
    const problems = readdirSync(STORES)
      .filter((file) => file.endsWith('.ts') && file !== 'page-reset.ts')
      .flatMap((file) => stateProblems(file))
    expect(problems).toEqual([])
  })

  it('the guard reads the syntax: a module-level let, an exported let, a Map, a written constant and a missing reset are each caught', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'store-guard-'))
    const fixture = (name: string, code: string) => {
      writeFileSync(path.join(dir, name), code)
      return stateProblems(name, dir)
    }
    try {
      expect(fixture('a.ts', "import { onPageReset } from './page-reset'\nlet seq = 0\nonPageReset(() => (seq = 0))\n")).toEqual([
        expect.stringContaining('module-level let seq'),
      ])
      expect(fixture('b.ts', 'export let count = 0\n')).toEqual([
        expect.stringContaining('module-level let count'),
        expect.stringContaining('registers no reset'),
      ])
      expect(fixture('c.ts', 'const seen = new Map<string, number>()\n')).toEqual([
        expect.stringContaining('seen = new Map'),
        expect.stringContaining('registers no reset'),
      ])
      expect(fixture('d.ts', 'const START = { n: 0 }\nexport const bump = () => START.n++\n')).toEqual([
        expect.stringContaining('writes to the constant START (START.n)'),
      ])
      expect(fixture('e.ts', "import { atom } from 'nanostores'\nexport const $n = atom(0)\n")).toEqual([
        expect.stringContaining('registers no reset'),
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('resetPageStores puts each back as a fresh page has it', () => {
    $customer.set({ first_name: 'Анна' } as never)
    openModal('signin-error')
    resetPageStores()
    expect($customer.get()).toBeNull()
    expect($modal.get()).toBeNull()
    expect($cart.get().items).toEqual([])
  })
})
