import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderReactPart } from '../../browser/runtime/react-part'

function Offer({ text }: { text: string }) {
  return <p role="status">{text}</p>
}

const cleanups: (() => void)[] = []
afterEach(() => act(() => cleanups.splice(0).forEach((cleanup) => cleanup())))

function field(): HTMLElement {
  const host = document.createElement('div')
  host.setAttribute('data-island', 'request-form')
  host.innerHTML = '<div class="site-form__field"><input type="email"></div>'
  document.body.append(host)
  return host.querySelector('.site-form__field')!
}

describe('an enhancer part', () => {
  it('arrives after the React host has loaded, after the server field', async () => {
    const container = field()
    cleanups.push(renderReactPart(container, Offer, { text: 'Возможно, вы имели в виду anna@gmail.com?' }))
    await vi.waitFor(() => expect(container.lastElementChild).toHaveTextContent('Возможно, вы имели в виду anna@gmail.com?'))
    expect(container.firstElementChild).toHaveAttribute('type', 'email')
  })

  it('never appears when released before the React host arrived', async () => {
    const container = field()
    renderReactPart(container, Offer, { text: 'поздно' })()
    // A part released late would have drawn by the time another one, mounted after it, has.
    const later = field()
    cleanups.push(renderReactPart(later, Offer, { text: 'вовремя' }))
    await vi.waitFor(() => expect(later).toHaveTextContent('вовремя'))
    expect(container.children).toHaveLength(1)
  })

  it("reports a part that throws under its island's name, and the field stays", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    function Broken(): never {
      throw new Error('нет предложения')
    }
    const container = field()
    cleanups.push(renderReactPart(container, Broken, {}))
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        '[islands] "request-form" failed (render)',
        container,
        expect.objectContaining({ message: 'нет предложения' }),
      ),
    )
    expect(container.children).toHaveLength(1)
  })
})
