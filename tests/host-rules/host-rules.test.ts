import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { islands as registry } from '../../islands'
import { describeIslands } from '../../scripts/island-contracts.mjs'
import { checkHost as checkTemplateHost } from '../../scripts/check-templates'
import { findHostTags } from '../../shared/contract/host-tags'
import { checkHost as checkRuntimeHost } from '../../shared/contract/host-check'

/**
 * The host rules as data (cases.json), run by two of their three readers: the browser runtime
 * and the template checker. The Django tag runs the same file in
 * integrations/django/tests/test_host_rules.py. A verdict is "accepted" or the first refusal's
 * kind and attribute, with the name it suggests for a misspelt island or attribute; a reader that
 * judges a case otherwise fails here.
 */

type Verdict = 'accepted' | { refused: string; attribute?: string; meant?: string }

interface HostCase {
  name: string
  island: string
  attributes: Record<string, string>
  /** The data-props block's JSON, or its raw text when it is not JSON. */
  props?: Record<string, unknown>
  block?: string
  verdict: Verdict
}

const { cases } = JSON.parse(readFileSync(path.join(import.meta.dirname, 'cases.json'), 'utf8')) as { cases: HostCase[] }
const description = await describeIslands(path.resolve(import.meta.dirname, '../..'))

const blockOf = ({ props, block }: HostCase) => block ?? (props && JSON.stringify(props))

/** The host as a page would hold it. */
function hostElement(host: HostCase): HTMLElement {
  const element = document.createElement('div')
  element.setAttribute('data-island', host.island)
  for (const [name, value] of Object.entries(host.attributes)) element.setAttribute(name, value)
  const block = blockOf(host)
  if (block !== undefined) {
    const script = document.createElement('script')
    script.type = 'application/json'
    script.setAttribute('data-props', '')
    script.textContent = block
    element.append(script)
  }
  return element
}

/** The host as a template would hold it: HTML text, values escaped as Django's escape() does. */
function hostHtml(host: HostCase): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
  const attributes = Object.entries({ 'data-island': host.island, ...host.attributes })
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('')
  const block = blockOf(host)
  return `<div${attributes}>${block === undefined ? '' : `<script type="application/json" data-props>${block}</script>`}</div>`
}

const verdictOf = (refusal: { kind: string; attribute?: string; meant?: string } | undefined): Verdict =>
  refusal
    ? { refused: refusal.kind, ...(refusal.attribute ? { attribute: refusal.attribute } : {}), ...(refusal.meant ? { meant: refusal.meant } : {}) }
    : 'accepted'

describe('the host rules (tests/host-rules/cases.json)', () => {
  it('has cases of every kind of refusal, and accepted ones', () => {
    const kinds = new Set(cases.map(({ verdict }) => (verdict === 'accepted' ? verdict : verdict.refused)))
    expect([...kinds].sort()).toEqual(['accepted', 'missing', 'near-miss', 'one-of', 'props-block', 'reserved', 'strategy', 'type', 'unknown-island'])
  })

  describe('in the browser runtime (shared/contract/host-check.ts)', () => {
    it.each(cases.map((host) => [host.name, host] as const))('%s', (_, host) => {
      const checked = checkRuntimeHost(hostElement(host), registry)
      expect(verdictOf('refusal' in checked ? checked.refusal : undefined)).toEqual(host.verdict)
    })
  })

  describe('in the template checker (scripts/check-templates.ts)', () => {
    it.each(cases.map((host) => [host.name, host] as const))('%s', (_, host) => {
      const [tag] = findHostTags(hostHtml(host))
      expect(verdictOf(checkTemplateHost(tag!, description)[0])).toEqual(host.verdict)
    })
  })
})
