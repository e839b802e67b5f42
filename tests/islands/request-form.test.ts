import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import enhanceRequestFormHost from '../../islands/request-form/request-form'
import { readExitIntent } from '../../shared/stores/exit-intent'
import { $message, $modal } from '../../shared/stores/modal'
import { json, stubFetch } from '../api/fetch-stub'
import { renderTemplate } from '../fixture'

let releases: (() => void)[] = []
afterEach(() => {
  releases.forEach((release) => release())
  releases = []
  vi.unstubAllGlobals()
  $modal.set(null)
  $message.set(null)
  localStorage.clear()
  document.cookie = 'csrftoken=; max-age=0'
})

/** The contacts page's form as the server renders it, enhanced. */
function mountContacts(answer: () => Response | Promise<Response> = () => json(200, { status: 'ok' })) {
  const page = renderTemplate('pages/site/contacts.html', { action: '/forms/contacts/', site_name: 'Магазин', site_config: {}, csrf_token: 'tok' })
  document.body.innerHTML = page.match(/<form(?![^>]*role="search")[\s\S]*?<\/form>/)![0]
  document.cookie = 'csrftoken=tok123'
  const { seen } = stubFetch(answer)
  const form = document.querySelector<HTMLFormElement>('#question-form')!
  releases.push(enhanceRequestFormHost(form, { kind: form.dataset['kind']! }))
  return { form, seen }
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
    const { seen } = mountContacts()
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
    for (const name of ['Имя', 'E-mail', 'Телефон', 'Ваш вопрос']) {
      expect(box(name)).toHaveAttribute('aria-invalid', 'true')
      expect(box(name)).toHaveAccessibleDescription('Пожалуйста, заполните это поле')
    }
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Пожалуйста, заполните это поле')
    expect(box('Имя')).toHaveFocus()
    expect(seen).toEqual([])
  })

  it('checks a touched field on leaving it and clears the message once it is right', async () => {
    mountContacts()
    await userEvent.type(box('E-mail'), 'anna@')
    await userEvent.tab()
    expect(box('E-mail')).toHaveAccessibleDescription('Введите корректный e-mail')
    await userEvent.type(box('E-mail'), 'example.com')
    expect(box('E-mail')).not.toHaveAttribute('aria-invalid')
    // Tabbing through an untouched field says nothing yet.
    expect(box('Имя')).not.toHaveAttribute('aria-invalid')
  })

  it('posts multipart with ajax=1 and the CSRF header; success resets the form, shows the success modal and turns exit intent off', async () => {
    const { seen } = mountContacts()
    await fillContacts()
    expect(box('Телефон')).toHaveValue('+7 ( 916 ) 123 - 45 - 67')
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
    await waitFor(() => expect($message.get()).toEqual({ title: 'Заявка отправлена', message: 'Спасибо! Мы получили вашу заявку.' }))
    expect($modal.get()?.id).toBe('message')
    expect(seen).toHaveLength(1)
    const [sent] = seen
    expect(sent).toMatchObject({ method: 'POST', csrf: 'tok123' })
    expect(new URL(sent!.url, location.href).pathname).toBe('/forms/contacts/')
    const body = Object.fromEntries(sent!.body as FormData)
    expect(body).toMatchObject({ name: 'Анна', email: 'anna@example.com', number: '+7 ( 916 ) 123 - 45 - 67', question: '<script>alert(1)</script>', consent_to_terms: 'on', ajax: '1' })
    expect(box('Имя')).toHaveValue('')
    expect(readExitIntent().disabled).toBe(true)
  })

  it("puts the server's field errors on their fields and the rest in the alert with the lead-in", async () => {
    mountContacts(() => json(400, { status: 'error', errors: { email: ['Введите корректный e-mail'], __all__: ['Слишком много заявок'] } }))
    await fillContacts()
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
    await waitFor(() => expect(box('E-mail')).toHaveAccessibleDescription('Введите корректный e-mail'))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Пожалуйста, исправьте ошибки, чтобы мы приняли ваш запрос:')
    expect(alert.querySelectorAll('li')).toHaveLength(1)
    expect(box('Имя')).toHaveValue('Анна')
    expect($modal.get()).toBeNull()
  })

  it('a network failure or a body too large keeps the text and says so; a second press while sending sends nothing', async () => {
    let release!: (response: Response) => void
    const { seen, form } = mountContacts(() => new Promise<Response>((resolve) => (release = resolve)))
    await fillContacts()
    const submit = screen.getByRole('button', { name: 'Отправить' })
    fireEvent.submit(form)
    fireEvent.submit(form)
    expect(submit).toHaveAttribute('aria-busy')
    expect(seen).toHaveLength(1)
    // Fastify's answer to a 2 MB comment: no field is to blame.
    release(json(413, { statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' }))
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'))
    expect(screen.getByRole('alert')).toHaveTextContent('Сообщение слишком длинное. Сократите текст и отправьте ещё раз.')

    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch') }))
    fireEvent.submit(form)
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Произошла ошибка. Попробуйте еще раз позже.'))
    expect(box('Ваш вопрос')).toHaveValue('<script>alert(1)</script>')
  })

  it('warns and stays inactive for an unknown kind', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    document.body.innerHTML = '<form data-island="request-form" data-kind="nope"></form>'
    enhanceRequestFormHost(document.querySelector('form')!, { kind: 'nope' })()
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})
