import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyPart } from '../../browser/ui/on-first-open'

type PartModule = { default: (props: { text: string }) => ReactNode }

/** A chunk import the test settles by hand. */
function chunk() {
  let settle!: { resolve: (module: PartModule) => void; reject: (error: Error) => void }
  const promise = new Promise<PartModule>((resolve, reject) => (settle = { resolve, reject }))
  return { importer: () => promise, ...settle }
}

const Part = ({ text }: { text: string }) => <p>{text}</p>

/** What the island's boundary does with a part that failed: the test shows it as text. */
class Boundary extends Component<{ children: ReactNode }, { failed: string | null }> {
  override state = { failed: null }
  static getDerivedStateFromError(error: Error) {
    return { failed: error.message }
  }
  override render() {
    return this.state.failed ? <p>{`Ошибка: ${this.state.failed}`}</p> : this.props.children
  }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('lazyPart', () => {
  it('draws nothing until its chunk is there, then the part, at once for a second host', async () => {
    const { importer, resolve } = chunk()
    const Lazy = lazyPart('test/part', importer)
    const { container } = render(<Lazy text="Готово" />)
    expect(container).toBeEmptyDOMElement()
    await act(async () => resolve({ default: Part }))
    expect(screen.getByText('Готово')).toBeInTheDocument()
    // The chunk is kept: another render draws the part in its first commit.
    render(<Lazy text="Ещё раз" />)
    expect(screen.getByText('Ещё раз')).toBeInTheDocument()
  })

  it('throws a chunk that failed every retry into the error boundary', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    // React reports the caught error on the console too; the boundary's text is what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const importer = vi.fn((): Promise<PartModule> => Promise.reject(new Error('chunk 404')))
    const Lazy = lazyPart('test/broken', importer)
    render(
      <Boundary>
        <Lazy text="Готово" />
      </Boundary>,
    )
    // Spec §8: the first try and 5 retries, 500 ms apart, doubling.
    await act(() => vi.advanceTimersByTimeAsync(16_000))
    expect(screen.getByText('Ошибка: chunk 404')).toBeInTheDocument()
    expect(importer).toHaveBeenCalledTimes(6)
  })
})
