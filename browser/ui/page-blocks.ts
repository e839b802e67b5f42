/**
 * A list that grows by pages (the catalogue, the blog lists): one presentational block per
 * page, `<div role="none">` of `<div role="listitem">` cards inside the `role="list"` container,
 * so appending a page never touches the cards on screen and assistive technology reads one list.
 * No React here: the HTML-fragment mode of the catalogue uses it without loading React.
 */

export interface PageBlocks {
  /** Appends a page block (null: a page without cards, nothing to append). */
  append(block: HTMLElement | null): void
  /** Empties the list. */
  clear(): void
}

export function pageBlocks(list: HTMLElement): PageBlocks {
  return {
    append(block) {
      if (block) list.append(block)
    },
    clear() {
      list.replaceChildren()
    },
  }
}
