import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../../browser/dom/sanitize'

/** The sanitized markup as a string, through a detached element. */
function clean(html: string): string {
  const box = document.createElement('div')
  box.append(sanitizeHtml(html))
  return box.innerHTML
}

describe('sanitizeHtml', () => {
  it('keeps the paragraphs and line breaks the server makes of plain text', () => {
    expect(clean('<p>Первая строка<br>вторая</p><p>Ещё &amp; ещё</p>')).toBe('<p>Первая строка<br>вторая</p><p>Ещё &amp; ещё</p>')
  })

  it('drops scripts, styles and their content', () => {
    expect(clean('<p>Текст<script>alert(1)</script><style>p{}</style></p>')).toBe('<p>Текст</p>')
  })

  it('drops event handlers, styles and classes from allowed elements', () => {
    expect(clean('<p onclick="alert(1)" style="color:red" class="x" id="y">Текст</p>')).toBe('<p>Текст</p>')
  })

  it('unwraps unknown elements but keeps their text', () => {
    expect(clean('<div><font color="red">Скидка</font> 40 %</div>')).toBe('Скидка 40 %')
  })

  it('removes images, iframes and forms entirely so nothing loads or submits', () => {
    expect(clean('<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><form><input></form>Ок')).toBe('Ок')
  })

  it('keeps safe links with rel and removes javascript: and data: addresses', () => {
    expect(clean('<a href="/tariffs/">Тарифы</a>')).toBe('<a href="/tariffs/" rel="noopener noreferrer">Тарифы</a>')
    expect(clean('<a href="https://example.com/x" title="Пример">Пример</a>')).toBe(
      '<a href="https://example.com/x" title="Пример" rel="noopener noreferrer">Пример</a>',
    )
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(clean('<a href=" java\tscript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(clean('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>')
  })

  it('keeps text that looks like markup as text', () => {
    expect(clean('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('drops comments and svg payloads', () => {
    expect(clean('<!-- x --><em>курсив</em>')).toBe('<em>курсив</em>')
    expect(clean('<p>до</p><svg><script>alert(1)</script></svg>')).toBe('<p>до</p>')
  })
})
