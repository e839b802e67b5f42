import { Component, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { GROUP_ATTR } from '../shared/contract/attributes'
import { consoleReporter } from '../browser/runtime/report'

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
 * Draws a page of cards into `block` now, before returning. Cards from JSON are drawn once and
 * never updated, and hold no React handlers (their buttons are islands of their own, which the
 * runtime mounts), so React draws them into a detached container and the block takes its nodes.
 * The root stays with that container, outside the document, and is never touched again; it goes
 * with the block (nothing else holds it). A root on the block itself listened for every event
 * there: with 50 pages in the list, the frame that drew page 51 took 1.43× the one of page 2
 * (bench «catalog»), where the server's HTML fragments took 0.94×.
 */
function renderCardBlock(block: HTMLElement, cards: ReactNode[]): void {
  const detached = document.createElement('div')
  flushSync(() => createRoot(detached).render(cards.map((card, index) => <CardBoundary key={index}>{card}</CardBoundary>)))
  block.append(...Array.from(detached.childNodes))
}

/** A page block drawn now with `cards`. */
export function drawPageBlock(className: string, cards: ReactNode[]): { block: HTMLElement } {
  const block = document.createElement('div')
  block.className = className
  block.setAttribute('role', 'none')
  // Its cards' `visible` islands are watched only while the page is near the viewport.
  block.setAttribute(GROUP_ATTR, '')
  renderCardBlock(block, cards)
  return { block }
}
