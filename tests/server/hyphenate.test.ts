// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { hyphenate } from '../../server/templates/hyphenate'

describe('the `hyphenate` filter (the comparison table at 360 px, issue 49 item 7)', () => {
  it('puts soft hyphens at the syllables of long Russian words only', () => {
    expect(hyphenate('Подключение, ₽')).toBe('Под\u00ADклю\u00ADче\u00ADние, ₽')
    expect(hyphenate('Безлимитный интернет')).toBe('Без\u00ADли\u00ADмит\u00ADный ин\u00ADтер\u00ADнет')
    expect(hyphenate('МТС 750 SMS да')).toBe('МТС 750 SMS да')
  })

  it('reads what a template gives it as text', () => {
    expect(hyphenate(750)).toBe('750')
    expect(hyphenate(null)).toBe('')
  })
})
