import { Component, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { GROUP_ATTR } from '../../runtime/attributes'
import { consoleReporter } from '../../runtime/report'

/** One card that throws (a malformed item) is left out and reported; the others are drawn. */
class CardBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    consoleReporter(error, { phase: 'render', island: 'cards' })
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * Draws a page of cards into `block` now, before returning, with a React root of the block's
 * own, and returns its release. Cards from JSON are drawn once and never updated, so a root per
 * page costs the same for page 51 as for page 2, where the page's one island root would walk
 * every earlier page's portal on each append.
 */
function renderCardBlock(block: HTMLElement, cards: ReactNode[]): () => void {
  const root = createRoot(block)
  flushSync(() => root.render(cards.map((card, index) => <CardBoundary key={index}>{card}</CardBoundary>)))
  return () => root.unmount()
}

/** A page block drawn now with `cards`, and the release of its React root. */
export function drawPageBlock(className: string, cards: ReactNode[]): { block: HTMLElement; release: () => void } {
  const block = document.createElement('div')
  block.className = className
  block.setAttribute('role', 'none')
  // Its cards' `visible` islands are watched only while the page is near the viewport.
  block.setAttribute(GROUP_ATTR, '')
  return { block, release: renderCardBlock(block, cards) }
}
