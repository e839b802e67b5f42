/**
 * A list that grows by pages (the catalogue, the blog lists): one presentational block per
 * page, `<div role="none">` of `<div role="listitem">` cards inside the `role="list"` container,
 * so appending a page never touches the cards on screen and assistive technology reads one list.
 * No React here: the HTML-fragment mode of the catalogue uses it without loading React.
 */

export interface PageBlocks {
  /** Appends a page block; its release (if any) runs when the block leaves the list. */
  append(block: HTMLElement | null, release?: () => void): void
  /** Empties the list. */
  clear(): void
  /** Releases every drawn block (the island's cleanup); the blocks stay until the list goes. */
  release(): void
}

export function pageBlocks(list: HTMLElement): PageBlocks {
  const releases = new Map<Element, () => void>()
  const release = () => {
    releases.forEach((unmount) => unmount())
    releases.clear()
  }
  return {
    append(block, unmount) {
      if (!block) return
      list.append(block)
      if (unmount) releases.set(block, unmount)
    },
    clear() {
      release()
      list.replaceChildren()
    },
    release,
  }
}
