// @vitest-environment node
import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'
import type { PhoneNumber } from '../../shared/api/types'
import { isRequestFormKind, requestForms } from '../../shared/validation'
import { serveForTests } from './helpers'

const server = serveForTests()

/**
 * The templates write each field's `required` as the `field` macro's argument; the rules of
 * shared/validation/forms.ts (which the server and the islands check) are the one definition.
 * This ties the two: every named control of every server-drawn request form is required exactly
 * where its form's rules say.
 */
const pagePaths = async (): Promise<string[]> => {
  const numbers = (await (await fetch(`${server.url}/api/catalog/numbers/?page_size=1`)).json()) as { results: PhoneNumber[] }
  return ['/contacts/', '/cooperation/', '/feedback/', numbers.results[0]!.absolute_url]
}

/** A control counts as required when it has the attribute, or when it is a radio group with a choice made. */
function isRequiredControl(form: HTMLFormElement, control: HTMLInputElement | HTMLTextAreaElement): boolean {
  if (control.type !== 'radio') return control.required
  return [...form.querySelectorAll<HTMLInputElement>(`input[name="${control.name}"]`)].some((radio) => radio.required || radio.checked)
}

describe('the templates’ request forms and shared/validation', () => {
  it('mark required exactly the fields the form’s rules require', async () => {
    const seen: string[] = []
    for (const path of await pagePaths()) {
      const { status, html } = await server.page(path)
      expect(status, path).toBe(200)
      const page = new new Window().DOMParser().parseFromString(html, 'text/html') as unknown as Document
      for (const form of page.querySelectorAll<HTMLFormElement>('form[data-kind]')) {
        const kind = form.dataset['kind'] ?? ''
        expect(isRequestFormKind(kind), `${path}: ${kind}`).toBe(true)
        if (!isRequestFormKind(kind)) continue
        const rules: Readonly<Record<string, { required?: boolean }>> = requestForms[kind]
        const controls = form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name]:not([type="hidden"]), textarea[name]')
        for (const control of controls) {
          const expected = rules[control.name]?.required === true
          expect(isRequiredControl(form, control), `${path} ${kind}.${control.name}`).toBe(expected)
        }
        // A hidden control (the number of a number's order form) carries its value from the page.
        const named = new Set([...form.querySelectorAll<HTMLInputElement>('[name]')].map((control) => control.name))
        const missing = Object.keys(rules).filter((name) => rules[name]?.required && !named.has(name))
        expect(missing, `${path} ${kind}: required fields without a control`).toEqual([])
        seen.push(kind)
      }
    }
    expect(seen.sort()).toEqual(['contacts', 'cooperation', 'feedback', 'number-order', 'review'])
  })
})
