import { describe, expect, it } from 'vitest'
import { ALWAYS_VALIDATE_ATTR, formFields } from '../../browser/forms/form-fields'
import { defineForm, VALIDATION_MESSAGES as M } from '../../shared/validation'

const rules = defineForm({
  name: { required: true, checks: [] },
  promo: { required: true, checks: [] },
  card: { required: true, checks: [(v) => (/^\d+$/.test(v) ? null : M.digits)] },
  consent_to_terms: { kind: 'checkbox', required: true, checks: [] },
  rate: { required: true, checks: [] },
})

/** A form with a hidden panel: hidden fields are skipped unless always-validate and filled (spec §5). */
function form(card: string): HTMLFormElement {
  document.body.innerHTML = `
    <form id="f">
      <input id="f-name" name="name">
      <div hidden>
        <input id="f-promo" name="promo">
        <input id="f-card" name="card" ${ALWAYS_VALIDATE_ATTR} value="${card}">
        <input id="f-consent" name="consent_to_terms" type="checkbox">
      </div>
      <fieldset><legend>Оценка</legend>
        <input type="radio" id="r1" name="rate" value="1"><input type="radio" id="r2" name="rate" value="2">
      </fieldset>
    </form>`
  return document.querySelector('form')!
}

const errorsOf = (f: HTMLFormElement) => Object.fromEntries(formFields(f, rules).map((field) => [field.name, field.validate()]))

describe('formFields', () => {
  it('skips hidden fields, except a filled always-validate one and the hidden checkbox', () => {
    expect(errorsOf(form('12a'))).toEqual({
      name: [M.required],
      promo: [],
      card: [M.digits],
      consent_to_terms: [M.required],
      rate: [M.required],
    })
    expect(errorsOf(form(''))['card']).toEqual([])
  })

  it('puts a radio group message after its fieldset under the form id, a field message under its own id', () => {
    const f = form('')
    const fields = formFields(f, rules)
    const rate = fields.find((field) => field.name === 'rate')!
    expect(rate.target.id).toBe('f-rate')
    expect(rate.target.anchor).toBe(f.querySelector('fieldset'))
    expect(rate.target.controls).toHaveLength(2)
    f.querySelector<HTMLInputElement>('#r2')!.checked = true
    expect(rate.validate()).toEqual([])
    expect(fields.find((field) => field.name === 'name')!.target.id).toBe('f-name')
  })
})
