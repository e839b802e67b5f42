/**
 * Finds island hosts (start tags with `data-island`) in HTML, or in a Django/Jinja/Nunjucks
 * template that will become HTML. The reference server's preload hints read rendered pages with
 * it; the template checker (scripts/check-templates.ts) reads templates. One scanner rather than an
 * HTML parser because a template is not HTML yet: `{% if %}` between attributes, `{{ … }}` in a
 * name or a value, quotes inside `{{ x|default:"y" }}` within a quoted value, `>` in `{% if a > b %}`.
 * Comments (`<!-- -->`, `{# #}`, `{% comment %}…{% endcomment %}`) and the raw text of `<script>`
 * and `<style>` are skipped.
 */

export interface HostAttribute {
  name: string
  /** null for an attribute without a value (`data-open`). */
  value: string | null
  /** The name holds a template expression (`data-{{ kind }}`): it could be any attribute. */
  dynamicName: boolean
  /** The value holds a template expression: it could be any value. */
  dynamicValue: boolean
}

export interface HostTag {
  tagName: string
  /** 1-based line of the tag's `<`. */
  line: number
  attributes: HostAttribute[]
  /** The host's own text up to its end tag (approximate in templates), for a `data-props` block. */
  inner: () => string
}

const TEMPLATE_OPEN = /\{[{%#]/y
const CLOSERS: Record<string, string> = { '{{': '}}', '{%': '%}', '{#': '#}' }
const RAW_TEXT = new Set(['script', 'style'])
const COMMENT_BLOCK = /\{%-?\s*comment\b[^%]*-?%\}/g
const HOST_ATTR = 'data-island'

/** The index just past a template construct starting at `at` (`{{ … }}`, `{% … %}`, `{# … #}`). */
function skipTemplate(text: string, at: number): number {
  const close = CLOSERS[text.slice(at, at + 2)]!
  const end = text.indexOf(close, at + 2)
  return end < 0 ? text.length : end + 2
}

const isTemplateAt = (text: string, at: number) => {
  TEMPLATE_OPEN.lastIndex = at
  return TEMPLATE_OPEN.test(text)
}

const ENTITIES: Record<string, string> = { quot: '"', lt: '<', gt: '>', amp: '&', '#39': "'", '#x27': "'" }
/** An attribute's text as the browser reads it: the character references escaping writes, decoded (in one pass). */
export const decodeAttribute = (value: string): string => value.replace(/&(quot|lt|gt|amp|#39|#x27);/g, (_, name: string) => ENTITIES[name]!)

/** Reads a start tag's attributes from `at` (just past the tag name) to its `>`. */
function readAttributes(text: string, at: number): { attributes: HostAttribute[]; end: number } {
  const attributes: HostAttribute[] = []
  let i = at
  while (i < text.length) {
    const c = text[i]!
    if (c === '>') return { attributes, end: i + 1 }
    if (/\s|\//.test(c)) {
      i++
      continue
    }
    if (text.startsWith('{%', i) || text.startsWith('{#', i)) {
      // A block between attributes (`{% if %}`, `{% endif %}`, a comment): what it guards counts as present.
      i = skipTemplate(text, i)
      continue
    }
    // A name: up to whitespace, `=`, `>` or `/`, with template expressions inside it kept whole.
    let name = ''
    let dynamicName = false
    while (i < text.length && !/[\s=>/]/.test(text[i]!)) {
      if (isTemplateAt(text, i) && !text.startsWith('{#', i)) {
        const end = skipTemplate(text, i)
        name += text.slice(i, end)
        dynamicName = true
        i = end
      } else {
        name += text[i++]
      }
    }
    if (name === '') continue
    while (/\s/.test(text[i] ?? '')) i++
    if (text[i] !== '=') {
      attributes.push({ name: name.toLowerCase(), value: null, dynamicName, dynamicValue: false })
      continue
    }
    i++
    while (/\s/.test(text[i] ?? '')) i++
    let value = ''
    let dynamicValue = false
    const quote = text[i] === '"' || text[i] === "'" ? text[i] : null
    if (quote) i++
    while (i < text.length) {
      if (isTemplateAt(text, i)) {
        const end = skipTemplate(text, i)
        value += text.slice(i, end)
        dynamicValue = true
        i = end
        continue
      }
      const ch = text[i]!
      if (quote ? ch === quote : /[\s>]/.test(ch)) break
      value += ch
      i++
    }
    if (quote) i++
    // A literal value as the browser reads it (serialized HTML writes `{&quot;1200&quot;: 2}`).
    attributes.push({
      name: dynamicName ? name : name.toLowerCase(),
      value: dynamicValue ? value : decodeAttribute(value),
      dynamicName,
      dynamicValue,
    })
  }
  return { attributes, end: text.length }
}

/** From just past a host's start tag to its end tag, counting nested tags of the same name. */
function innerOf(text: string, from: number, tagName: string): string {
  const pattern = new RegExp(`<(/?)${tagName}(?=[\\s>/])`, 'gi')
  pattern.lastIndex = from
  let depth = 1
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    depth += match[1] ? -1 : 1
    if (depth === 0) return text.slice(from, match.index)
  }
  return text.slice(from)
}

/** Every start tag with a `data-island` attribute (literal or inside a template conditional). */
export function findHostTags(text: string): HostTag[] {
  const hosts: HostTag[] = []
  let line = 1
  let counted = 0
  const lineAt = (index: number) => {
    for (; counted < index; counted++) if (text.charCodeAt(counted) === 10) line++
    return line
  }
  let i = 0
  while (i < text.length) {
    const lt = text.indexOf('<', i)
    const brace = text.indexOf('{#', i)
    if (brace >= 0 && (lt < 0 || brace < lt)) {
      i = skipTemplate(text, brace)
      continue
    }
    COMMENT_BLOCK.lastIndex = i
    const block = COMMENT_BLOCK.exec(text)
    if (block && (lt < 0 || block.index < lt)) {
      // Django's and Jinja's `{% comment %}…{% endcomment %}`: nothing in it is rendered.
      const end = /\{%-?\s*endcomment\s*-?%\}/g
      end.lastIndex = block.index + block[0].length
      i = end.exec(text) ? end.lastIndex : text.length
      continue
    }
    if (lt < 0) break
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4)
      i = end < 0 ? text.length : end + 3
      continue
    }
    const name = /^<([a-zA-Z][a-zA-Z0-9-]*)/.exec(text.slice(lt, lt + 64))
    if (!name) {
      i = lt + 1
      continue
    }
    const tagName = name[1]!.toLowerCase()
    const { attributes, end } = readAttributes(text, lt + name[0].length)
    if (attributes.some((a) => a.name === HOST_ATTR)) {
      hosts.push({ tagName, line: lineAt(lt), attributes, inner: () => innerOf(text, end, tagName) })
    }
    i = end
    if (RAW_TEXT.has(tagName)) {
      const close = new RegExp(`</${tagName}`, 'gi')
      close.lastIndex = end
      i = close.exec(text)?.index ?? text.length
    }
  }
  return hosts
}
