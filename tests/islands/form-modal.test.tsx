import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { loadFixture, storedRequests, useReferenceServer } from 'storefront-islands/testing'

useReferenceServer()

describe('form-modal', () => {
  it('callback: the spec fields, an empty submit names them, a valid one is stored and the success modal replaces it', async () => {
    await loadFixture('form-modal-callback.html')
    await userEvent.click(screen.getByRole('button', { name: 'Заказать звонок' }))
    // The form's code comes with the first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Заказать обратный звонок' })
    expect(dialog).toHaveAttribute('open')
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveAccessibleDescription('Пожалуйста, заполните это поле')
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveAccessibleDescription('Пожалуйста, заполните это поле')
    expect(await storedRequests('callback')).toEqual([])

    await userEvent.type(screen.getByRole('textbox', { name: 'Имя' }), 'Анна')
    await userEvent.type(screen.getByRole('textbox', { name: 'Телефон' }), '89161234567')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Заявка отправлена' })).toHaveAttribute('open'))
    expect(dialog).not.toHaveAttribute('open')
    expect(await storedRequests('callback')).toEqual([{ name: 'Анна', number: '+7 ( 916 ) 123 - 45 - 67', consent_to_terms: true }])
  })

  it('tariff selection asks for digits in minutes, sms and megabytes', async () => {
    await loadFixture('form-modal-tariff-selection.html')
    await userEvent.click(screen.getByRole('button', { name: 'Подобрать тариф' }))
    await userEvent.type(await screen.findByRole('textbox', { name: 'SMS в месяц' }), '50 шт')
    await userEvent.tab()
    expect(screen.getByRole('textbox', { name: 'SMS в месяц' })).toHaveAccessibleDescription('Введите цифры')
  })

  it('renders nothing and warns once for an unknown kind', async () => {
    const page = await loadFixture('<div data-island="form-modal" data-kind="nope" data-action="/x/"></div>')
    expect(page.hostsOf('form-modal')[0]!.element).toBeEmptyDOMElement()
    expect(page.warnings).toEqual(['[islands] "form-modal": unknown data-kind "nope"'])
  })
})
