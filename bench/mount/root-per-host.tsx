import { Component, type ComponentType, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'

/** The alternative the runtime does not use: one React root per host, each with its boundary. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

export function mountWithOwnRoot(host: HTMLElement, Island: ComponentType<Record<string, unknown>>, props: Record<string, unknown>): () => void {
  const root = createRoot(host)
  root.render(
    <Boundary>
      <Island {...props} />
    </Boundary>,
  )
  return () => root.unmount()
}
