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
 * preload hints; architecture.md «Host tags found by skimming»).
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
    const name = readName(text, i)
    i = skipSpaces(text, name.end)
    if (text[i] !== '=') {
      attributes.push({ name: name.text.toLowerCase(), value: null, dynamicName: name.dynamic, dynamicValue: false })
      continue
    }
    const value = readValue(text, skipSpaces(text, i + 1))
    i = value.end
    // A literal value as the browser reads it (serialized HTML writes `{&quot;1200&quot;: 2}`).
    attributes.push({
      name: name.dynamic ? name.text : name.text.toLowerCase(),
      value: value.dynamic ? value.text : decodeAttribute(value.text),
      dynamicName: name.dynamic,
      dynamicValue: value.dynamic,
    })
  }
  return { attributes, end: text.length, closed: false }
}

/** A name or a value as written, whether a template expression is in it, and the index past it. */
interface Read {
  text: string
  dynamic: boolean
  end: number
}

function skipSpaces(text: string, at: number): number {
  let i = at
  while (i < text.length && isSpaceAt(text, i)) i++
  return i
}

/**
 * An attribute's name from `at`: up to whitespace, `=`, `>` or `/`, with template expressions
 * inside it kept whole. A `=` where a name starts is its first character, as the browser reads it.
 */
function readName(text: string, at: number): Read {
  let name = text[at] === '=' ? '=' : ''
  let dynamic = false
  let i = at + name.length
  while (i < text.length && !'=>/'.includes(text[i]!) && !isSpaceAt(text, i)) {
    if (isTemplateAt(text, i) && !text.startsWith('{#', i)) {
      const end = skipTemplate(text, i)
      name += text.slice(i, end)
      dynamic = true
      i = end
    } else {
      // A run of plain characters at once: a 5 MB tag without its `>` is read in one go.
      NAME_RUN.lastIndex = i
      const run = NAME_RUN.exec(text)?.[0] ?? text[i]!
      name += run
      i += run.length
    }
  }
  return { text: name, dynamic, end: i }
}

/** An attribute's value from `at` (just past the `=` and any whitespace): quoted, or up to whitespace or `>`. */
function readValue(text: string, at: number): Read {
  const quote = text[at] === '"' || text[at] === "'" ? text[at] : null
  const run = quote === '"' ? DOUBLE_QUOTED_RUN : quote === "'" ? SINGLE_QUOTED_RUN : UNQUOTED_RUN
  let value = ''
  let dynamic = false
  let i = quote ? at + 1 : at
  while (i < text.length) {
    if (isTemplateAt(text, i)) {
      const end = skipTemplate(text, i)
      value += text.slice(i, end)
      dynamic = true
      i = end
      continue
    }
    const ch = text[i]!
    if (quote ? ch === quote : ch === '>' || isSpaceAt(text, i)) break
    run.lastIndex = i
    const chunk = run.exec(text)?.[0] ?? ch
    value += chunk
    i += chunk.length
  }
  return { text: value, dynamic, end: quote ? i + 1 : i }
}

/** What ends a start tag's attributes, starts a value (quoted or not), or may start a template construct. */
const TAG_END_OR_VALUE = /=\s*(["']?)|[>{]/g

/**
 * The index just past the `>` of a start tag whose attributes begin at `at`, as readAttributes
 * would find it but without reading them, or -1 when the tag holds anything but plain attributes
 * (an unquoted value, a `{` outside a quoted value, a template construct inside one, no `>`):
 * readAttributes then reads it. The reference server reads every page it sends for its hosts
 * (its preload hints), and nearly all of a page's tags are no host (architecture.md «Host tags
 * found by skimming»).
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

/** The searches findHostTags makes through a text, each remembered (nextOccurrence), and the line count. */
function searchesOf(text: string) {
  let line = 1
  let counted = 0
  return {
    lineAt: (index: number) => {
      for (let newline = text.indexOf('\n', counted); newline >= 0 && newline < index; newline = text.indexOf('\n', newline + 1)) line++
      counted = Math.max(counted, index)
      return line
    },
    comment: nextOccurrence((from) => text.indexOf('{#', from)),
    commentBlock: nextOccurrence((from) => {
      COMMENT_BLOCK.lastIndex = from
      return COMMENT_BLOCK.exec(text)?.index ?? -1
    }),
    // A host has `data-island` in its start tag: a tag that ends before the next one is read only for its end.
    hostAttribute: nextOccurrence((from) => {
      HOST_ATTR_ANYWHERE.lastIndex = from
      return HOST_ATTR_ANYWHERE.exec(text)?.index ?? -1
    }),
    template: nextOccurrence((from) => {
      TEMPLATE_ANYWHERE.lastIndex = from
      return TEMPLATE_ANYWHERE.exec(text)?.index ?? -1
    }),
    propsBlock: blockFinder(text),
  }
}
type Searches = ReturnType<typeof searchesOf>

/**
 * The index just past a comment that comes at or after `from` and before the next `<` (at `lt`,
 * -1 when there is none): `{# #}`, `{% comment %}…{% endcomment %}` (Django's and Jinja's:
 * nothing in it is rendered), `<!-- -->`. -1 when the next thing is a tag, or nothing.
 */
function pastComment(text: string, from: number, lt: number, find: Searches): number {
  const brace = find.comment(from)
  if (brace >= 0 && (lt < 0 || brace < lt)) return skipTemplate(text, brace)
  const block = find.commentBlock(from)
  if (block >= 0 && (lt < 0 || block < lt)) {
    COMMENT_BLOCK.lastIndex = block
    const opening = COMMENT_BLOCK.exec(text)!
    const end = /\{%-?\s*endcomment\s*-?%\}/g
    end.lastIndex = block + opening[0].length
    return end.exec(text) ? end.lastIndex : text.length
  }
  if (lt < 0 || !text.startsWith('<!--', lt)) return -1
  const end = text.indexOf('-->', lt + 4)
  return end < 0 ? text.length : end + 3
}

/**
 * Reads the tag at `lt`, adding it to `hosts` if it is a host's start tag; returns the index the
 * scan goes on from: past the tag, and past the raw text of a `<script>` or a `<style>`.
 */
function readTag(text: string, lt: number, find: Searches, hosts: HostTag[]): number {
  TAG_NAME.lastIndex = lt
  const name = TAG_NAME.exec(text)
  if (!name) return lt + 1
  const tagName = name[1]!.toLowerCase()
  const attributesAt = lt + name[0].length
  const hostAttribute = find.hostAttribute(attributesAt)
  const plainEnd = plainTagEnd(text, attributesAt, find.template)
  let end = plainEnd
  if (plainEnd < 0 || (hostAttribute >= 0 && hostAttribute < plainEnd)) {
    const read = readAttributes(text, attributesAt)
    end = read.end
    if (read.attributes.some((a) => a.name === HOST_ATTR)) {
      hosts.push({
        tagName,
        line: find.lineAt(lt),
        attributes: read.attributes,
        propsBlock: () => find.propsBlock(tagName, lt, read.end),
        unclosed: !read.closed,
      })
    }
  }
  if (!RAW_TEXT.has(tagName)) return end
  const close = new RegExp(`</${tagName}`, 'gi')
  close.lastIndex = end
  return close.exec(text)?.index ?? text.length
}

/** Every start tag with a `data-island` attribute (literal or inside a template conditional). */
export function findHostTags(text: string): HostTag[] {
  const hosts: HostTag[] = []
  const find = searchesOf(text)
  let i = 0
  while (i < text.length) {
    const lt = text.indexOf('<', i)
    const past = pastComment(text, i, lt, find)
    if (past >= 0) i = past
    else if (lt < 0) break
    else i = readTag(text, lt, find, hosts)
  }
  return hosts
}
