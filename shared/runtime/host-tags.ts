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
  /** The text of the host's JSON props block (the first `<script type="application/json">` inside it), if it has one. */
  propsBlock: () => string | undefined
  /** The file ends before the start tag's `>`: a browser drops such a tag, host and all. */
  unclosed: boolean
}

const TEMPLATE_OPEN = /\{[{%#]/y
/** TEMPLATE_OPEN searched for from a position on rather than matched at it. */
const TEMPLATE_ANYWHERE = new RegExp(TEMPLATE_OPEN.source, 'g')
const CLOSERS: Record<string, string> = { '{{': '}}', '{%': '%}', '{#': '#}' }
const RAW_TEXT = new Set(['script', 'style'])
const COMMENT_BLOCK = /\{%-?\s*comment\b[^%]*-?%\}/g
const HOST_ATTR = 'data-island'
/** The host attribute's name anywhere, in any case (attribute names are read case-insensitively). */
const HOST_ATTR_ANYWHERE = new RegExp(HOST_ATTR, 'gi')
const TAG_NAME = /<([a-zA-Z][a-zA-Z0-9-]*)/y
// Runs of characters that end no name or value and start no template construct.
const NAME_RUN = /[^\s=>/{]+/y
const DOUBLE_QUOTED_RUN = /[^"{]+/y
const SINGLE_QUOTED_RUN = /[^'{]+/y
const UNQUOTED_RUN = /[^\s>{]+/y

/** The index just past a template construct starting at `at` (`{{ … }}`, `{% … %}`, `{# … #}`). */
function skipTemplate(text: string, at: number): number {
  const close = CLOSERS[text.slice(at, at + 2)]!
  const end = text.indexOf(close, at + 2)
  return end < 0 ? text.length : end + 2
}

/**
 * `/\s/.test(text[at])` without a string and a regex test per character: a page is read one
 * character at a time between its runs, and the reference server reads every page it sends (its
 * preload hints), 3,700 tags on the biggest.
 */
function isSpaceAt(text: string, at: number): boolean {
  const code = text.charCodeAt(at)
  if (code === 32 || (code >= 9 && code <= 13)) return true
  return code > 127 && /\s/.test(text[at]!)
}

const isTemplateAt = (text: string, at: number) => {
  TEMPLATE_OPEN.lastIndex = at
  return TEMPLATE_OPEN.test(text)
}

const ENTITIES: Record<string, string> = { quot: '"', lt: '<', gt: '>', amp: '&', '#39': "'", '#x27': "'" }
/** An attribute's text as the browser reads it: the character references escaping writes, decoded (in one pass). */
export const decodeAttribute = (value: string): string => value.replace(/&(quot|lt|gt|amp|#39|#x27);/g, (_, name: string) => ENTITIES[name]!)

/** Reads a start tag's attributes from `at` (just past the tag name) to its `>`. */
function readAttributes(text: string, at: number): { attributes: HostAttribute[]; end: number; closed: boolean } {
  const attributes: HostAttribute[] = []
  let i = at
  while (i < text.length) {
    const c = text[i]!
    if (c === '>') return { attributes, end: i + 1, closed: true }
    if (c === '/' || isSpaceAt(text, i)) {
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
    while (i < text.length && !'=>/'.includes(text[i]!) && !isSpaceAt(text, i)) {
      if (isTemplateAt(text, i) && !text.startsWith('{#', i)) {
        const end = skipTemplate(text, i)
        name += text.slice(i, end)
        dynamicName = true
        i = end
      } else {
        // A run of plain characters at once: a 5 MB tag without its `>` is read in one go.
        NAME_RUN.lastIndex = i
        const run = NAME_RUN.exec(text)?.[0] ?? text[i]!
        name += run
        i += run.length
      }
    }
    if (name === '') continue
    while (i < text.length && isSpaceAt(text, i)) i++
    if (text[i] !== '=') {
      attributes.push({ name: name.toLowerCase(), value: null, dynamicName, dynamicValue: false })
      continue
    }
    i++
    while (i < text.length && isSpaceAt(text, i)) i++
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
      if (quote ? ch === quote : ch === '>' || isSpaceAt(text, i)) break
      const run = quote === '"' ? DOUBLE_QUOTED_RUN : quote === "'" ? SINGLE_QUOTED_RUN : UNQUOTED_RUN
      run.lastIndex = i
      const chunk = run.exec(text)?.[0] ?? ch
      value += chunk
      i += chunk.length
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
  return { attributes, end: text.length, closed: false }
}

/** What ends a start tag's attributes, starts a value (quoted or not), or may start a template construct. */
const TAG_END_OR_VALUE = /=\s*(["']?)|[>{]/g

/**
 * The index just past the `>` of a start tag whose attributes begin at `at`, as readAttributes
 * would find it but without reading them, or -1 when the tag holds anything but plain attributes
 * (an unquoted value, a `{` outside a quoted value, a template construct inside one, no `>`):
 * readAttributes then reads it. The reference server reads every page it sends for its hosts
 * (its preload hints), and the 3,700 tags of the biggest page, nearly all of them no host, were a
 * sixth of its time under load (bench «render», bad queries).
 */
function plainTagEnd(text: string, at: number, nextTemplate: (from: number) => number): number {
  TAG_END_OR_VALUE.lastIndex = at
  for (let match = TAG_END_OR_VALUE.exec(text); match; match = TAG_END_OR_VALUE.exec(text)) {
    if (match[0] === '>') return match.index + 1
    const quote = match[1]
    if (!quote) return -1
    const open = match.index + match[0].length
    const close = text.indexOf(quote, open)
    if (close < 0) return -1
    const template = nextTemplate(open)
    if (template >= 0 && template < close) return -1
    TAG_END_OR_VALUE.lastIndex = close + 1
  }
  return -1
}

/**
 * The first index at or after `from` where `find` finds something, remembered: a text is read
 * front to back, so each search runs once per occurrence, not once per tag (a 5 MB template with
 * no `{% comment %}` would otherwise be searched to its end at every `<`).
 */
function nextOccurrence(find: (from: number) => number): (from: number) => number {
  let found = -2
  return (from) => {
    if (found === -2 || (found >= 0 && found < from)) found = find(from)
    return found
  }
}

const PROPS_BLOCK_START = /<script\b[^>]*type=["']?application\/json["']?[^>]*>/gi

/**
 * The props blocks of a text and the end tag of each start tag, each worked out once for the whole
 * text (approximate in templates: tags are paired by name, comments are not skipped), so that a
 * page of thousands of hosts, or of unclosed ones, is read in one pass per tag name.
 */
function blockFinder(text: string): (tagName: string, start: number, from: number) => string | undefined {
  let blocks: { at: number; end: number }[] | undefined
  const closes = new Map<string, Map<number, number>>()
  const closeOf = (tagName: string, start: number) => {
    let pairs = closes.get(tagName)
    if (!pairs) {
      pairs = new Map()
      const open: number[] = []
      for (const match of text.matchAll(new RegExp(`<(/?)${tagName}(?=[\\s>/])`, 'gi'))) {
        if (!match[1]) open.push(match.index)
        else if (open.length) pairs.set(open.pop()!, match.index)
      }
      closes.set(tagName, pairs)
    }
    return pairs.get(start) ?? text.length
  }
  return (tagName, start, from) => {
    blocks ??= [...text.matchAll(PROPS_BLOCK_START)].map((match) => ({ at: match.index, end: match.index + match[0].length }))
    let low = 0
    let high = blocks.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (blocks[middle]!.at < from) low = middle + 1
      else high = middle
    }
    const block = blocks[low]
    if (!block || block.at >= closeOf(tagName, start)) return undefined
    const end = text.indexOf('</script', block.end)
    return text.slice(block.end, end < 0 ? text.length : end)
  }
}

/** Every start tag with a `data-island` attribute (literal or inside a template conditional). */
export function findHostTags(text: string): HostTag[] {
  const hosts: HostTag[] = []
  let line = 1
  let counted = 0
  const lineAt = (index: number) => {
    for (let newline = text.indexOf('\n', counted); newline >= 0 && newline < index; newline = text.indexOf('\n', newline + 1)) line++
    counted = Math.max(counted, index)
    return line
  }
  const nextComment = nextOccurrence((from) => text.indexOf('{#', from))
  const nextCommentBlock = nextOccurrence((from) => {
    COMMENT_BLOCK.lastIndex = from
    return COMMENT_BLOCK.exec(text)?.index ?? -1
  })
  const propsBlock = blockFinder(text)
  // A host has `data-island` in its start tag: a tag that ends before the next one is read only for its end.
  const nextHostAttribute = nextOccurrence((from) => {
    HOST_ATTR_ANYWHERE.lastIndex = from
    return HOST_ATTR_ANYWHERE.exec(text)?.index ?? -1
  })
  const nextTemplate = nextOccurrence((from) => {
    TEMPLATE_ANYWHERE.lastIndex = from
    return TEMPLATE_ANYWHERE.exec(text)?.index ?? -1
  })
  let i = 0
  while (i < text.length) {
    const lt = text.indexOf('<', i)
    const brace = nextComment(i)
    if (brace >= 0 && (lt < 0 || brace < lt)) {
      i = skipTemplate(text, brace)
      continue
    }
    const block = nextCommentBlock(i)
    if (block >= 0 && (lt < 0 || block < lt)) {
      // Django's and Jinja's `{% comment %}…{% endcomment %}`: nothing in it is rendered.
      COMMENT_BLOCK.lastIndex = block
      const opening = COMMENT_BLOCK.exec(text)!
      const end = /\{%-?\s*endcomment\s*-?%\}/g
      end.lastIndex = block + opening[0].length
      i = end.exec(text) ? end.lastIndex : text.length
      continue
    }
    if (lt < 0) break
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4)
      i = end < 0 ? text.length : end + 3
      continue
    }
    TAG_NAME.lastIndex = lt
    const name = TAG_NAME.exec(text)
    if (!name) {
      i = lt + 1
      continue
    }
    const tagName = name[1]!.toLowerCase()
    const attributesAt = lt + name[0].length
    const hostAttribute = nextHostAttribute(attributesAt)
    const plainEnd = plainTagEnd(text, attributesAt, nextTemplate)
    let end: number
    if (plainEnd >= 0 && (hostAttribute < 0 || hostAttribute >= plainEnd)) {
      end = plainEnd
    } else {
      const read = readAttributes(text, attributesAt)
      end = read.end
      if (read.attributes.some((a) => a.name === HOST_ATTR)) {
        hosts.push({ tagName, line: lineAt(lt), attributes: read.attributes, propsBlock: () => propsBlock(tagName, lt, end), unclosed: !read.closed })
      }
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
