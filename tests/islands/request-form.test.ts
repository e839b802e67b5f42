import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { fixtureHTML, loadFixture, logRequests, referenceResponse, storedRequests, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()

/** The contacts page's question form as the server renders it, enhanced. */
async function mountContacts() {
  await loadFixture('request-form-contacts.html')
  return { form: document.querySelector<HTMLFormElement>('#question-form')!, sent: logRequests(server) }
}

const box = (name: string) => screen.getByRole('textbox', { name })

async function fillContacts() {
  await userEvent.type(box('Имя'), 'Анна')
  await userEvent.type(box('E-mail'), 'anna@example.com')
  await userEvent.type(box('Телефон'), '9161234567')
  await userEvent.type(box('Ваш вопрос'), '<script>alert(1)</script>')
  await userEvent.click(screen.getByRole('checkbox'))
}

describe('request-form over the contacts form', () => {
  it('an empty submit shows the spec messages linked to the fields and sends nothing', async () => {
    const { sent } = await mountContacts()
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
    for (const name of ['Имя', 'E-mail', 'Телефон', 'Ваш вопрос']) {
      expect(box(name)).toHaveAttribute('aria-invalid', 'true')
      expect(box(name)).toHaveAccessibleDescription('Пожалуйста, заполните это поле')
    }
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Подтвердите согласие на обработку персональных данных')
    expect(box('Имя')).toHaveFocus()
    expect(sent).toEqual([])
  })

  it('checks a touched field on leaving it and clears the message once it is right', async () => {
    await mountContacts()
    await userEvent.type(box('E-mail'), 'anna@')
    await userEvent.tab()
    expect(box('E-mail')).toHaveAccessibleDescription('Введите корректный e-mail')
    await userEvent.type(box('E-mail'), 'example.com')
    expect(box('E-mail')).not.toHaveAttribute('aria-invalid')
    // Tabbing through an untouched field says nothing yet.
    expect(box('Имя')).not.toHaveAttribute('aria-invalid')
  })

  it('posts multipart with ajax=1 (the server takes it and stores it); success resets the form, shows the success modal and turns exit intent off', async () => {
    const { sent } = await mountContacts()
    await fillContacts()
    expect(box('Телефон')).toHaveValue('+7 ( 916 ) 123 - 45 - 67')
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
    const success = await screen.findByRole('dialog', { name: 'Заявка отправлена' })
    expect(success).toHaveAttribute('open')
    expect(success).toHaveTextContent('Спасибо! Мы получили вашу заявку.')
    // The e-mail field asked for suggestions on the way (the site config names the service).
    expect(sent.map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual(['POST /api/email-suggestions/', 'POST /forms/contacts/'])
    expect(JSON.parse(sent[1]!.slice('POST /forms/contacts/ '.length))).toMatchObject({
      name: 'Анна',
      email: 'anna@example.com',
      number: '+7 ( 916 ) 123 - 45 - 67',
      question: '<script>alert(1)</script>',
      consent_to_terms: 'on',
      ajax: '1',
    })
    expect(await storedRequests('contacts')).toEqual([
      { name: 'Анна', email: 'anna@example.com', number: '+7 ( 916 ) 123 - 45 - 67', question: '<script>alert(1)</script>', consent_to_terms: true },
    ])
    expect(box('Имя')).toHaveValue('')
    // Exit intent is off for good (spec §4): on the next page the pointer leaving it opens no
    // «Подпишитесь на скидки», though its delay there is 0 s.
    await loadFixture(fixtureHTML('exit-intent.html').replace('data-initial-delay="30"', 'data-initial-delay="0"'))
    fireEvent.mouseLeave(document.documentElement, { relatedTarget: null })
    expect(screen.queryByRole('dialog', { name: 'Подпишитесь на скидки' })).toBeNull()
  })

  it("puts the server's field errors on their fields and the rest in the alert with the lead-in", async () => {
    // Shared validation lets nothing through that the server refuses: a refusal is scripted.
    server.use(
      http.post('/forms/contacts/', () =>
        HttpResponse.json({ status: 'error', errors: { email: ['Введите корректный e-mail'], __all__: ['Слишком много заявок'] } }, { status: 400 }),
      ),
    )
    await mountContacts()
    await fillContacts()
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
    await waitFor(() => expect(box('E-mail')).toHaveAccessibleDescription('Введите корректный e-mail'))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Пожалуйста, исправьте ошибки, чтобы мы приняли ваш запрос:')
    expect(alert.querySelectorAll('li')).toHaveLength(1)
    expect(box('Имя')).toHaveValue('Анна')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a body too large for the server or a network failure keeps the text and says so; a second press while sending sends nothing', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post(
        '/forms/contacts/',
        async ({ request }) => {
          await held
          return referenceResponse(request)
        },
        { once: true },
      ),
    )
    const { form, sent } = await mountContacts()
    await fillContacts()
    // Past the reference server's body limit (Fastify's 1 MiB): it answers 413, no field to blame.
    fireEvent.change(box('Ваш вопрос'), { target: { value: 'ж'.repeat(600_000) } })
    const submit = screen.getByRole('button', { name: 'Отправить' })
    fireEvent.submit(form)
    fireEvent.submit(form)
    expect(submit).toHaveAttribute('aria-busy')
    expect(sent.filter((line) => line.startsWith('POST /forms/contacts/'))).toHaveLength(1)
    release()
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'))
    expect(screen.getByRole('alert')).toHaveTextContent('Сообщение слишком длинное. Сократите текст и отправьте ещё раз.')

    server.use(http.post('/forms/contacts/', () => HttpResponse.error()))
    fireEvent.change(box('Ваш вопрос'), { target: { value: 'Короткий вопрос' } })
    fireEvent.submit(form)
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Произошла ошибка. Попробуйте еще раз позже.'))
    expect(box('Ваш вопрос')).toHaveValue('Короткий вопрос')
    expect(await storedRequests('contacts')).toEqual([])
  })

  it('offers the correction of a mistyped e-mail under the field; taking it fills and focuses the field', async () => {
    await mountContacts()
    await userEvent.type(box('E-mail'), 'anna@gmail.con')
    await userEvent.tab()
    const offer = await screen.findByRole('status')
    expect(offer).toHaveTextContent('Возможно, вы имели в виду anna@gmail.com?')
    expect(box('E-mail').parentElement).toContainElement(offer)
    await userEvent.click(within(offer).getByRole('button', { name: 'anna@gmail.com' }))
    expect(box('E-mail')).toHaveValue('anna@gmail.com')
    expect(box('E-mail')).toHaveFocus()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('takes an offer away when the form is reset, and with the island', async () => {
    const page = await loadFixture('request-form-contacts.html')
    await userEvent.type(box('E-mail'), 'anna@gmail.con')
    await userEvent.tab()
    await screen.findByRole('status')
    fireEvent.reset(document.querySelector('#question-form')!)
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
    await userEvent.type(box('E-mail'), 'x')
    await userEvent.tab()
    await screen.findByRole('status')
    page.unmount()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('warns and stays inactive for an unknown kind', async () => {
    const page = await loadFixture('<form data-island="request-form" data-kind="nope"></form>')
    expect(page.warnings).toEqual([expect.stringMatching(/^\[islands\] "request-form": unknown data-kind "nope"/)])
  })
})
