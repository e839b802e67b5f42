/**
 * A canonical text of a DOM tree for comparing markup drawn two ways (a server partial and a
 * card component): adjacent text joined, whitespace collapsed and trimmed, whitespace-only text
 * dropped, attributes sorted. What a visitor sees and what assistive technology reads is kept;
 * only the template's indentation and the attribute order go.
 */
export function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim()
    return text ? JSON.stringify(text) : ''
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return ''
  const element = node as Element
  const attributes = Array.from(element.attributes, (a) => `${a.name}=${JSON.stringify(a.value.replace(/\s+/g, ' ').trim())}`).sort()
  const children = Array.from(element.childNodes, canonical).filter(Boolean)
  return `<${element.localName}${attributes.length ? ` ${attributes.join(' ')}` : ''}>${children.join('')}</${element.localName}>`
}

/** The canonical text of the first element of `html` (parsed inertly), adjacent text joined. */
export function canonicalHTML(html: string): string {
  const template = document.createElement('template')
  template.innerHTML = html
  const first = template.content.firstElementChild
  if (!first) throw new Error(`no element in ${html.slice(0, 80)}`)
  first.normalize()
  return canonical(first)
}
