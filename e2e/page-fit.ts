import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** Spec §2's breakpoints, min widths in px (shared/breakpoints.json, the stylesheets' custom media). */
export const BREAKPOINTS = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../shared/breakpoints.json'), 'utf8')) as Record<
  'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl',
  number
>

/** The phone widths a page must fit: the narrowest in use, the most common Android, an iPhone's, Lighthouse's. */
export const PHONE_WIDTHS = [320, 360, 390, 412] as const

/**
 * Containers that are meant to scroll sideways on a phone: what they hold may be wider than the
 * screen, since the visitor scrolls it inside them (the comparison's table of tariffs).
 */
const MEANT_TO_SCROLL = ['.site-compare__scroll']
/** Containers that cut off what they hold by design: the map's tiles reach past its view. */
const MEANT_TO_CLIP = ['.leaflet-container']

/**
 * What runs past the right edge of the screen now, one line each: the document when it scrolls
 * sideways, every visible element that ends past the edge (also when an ancestor with
 * `overflow: hidden` cuts it off: the visitor cannot reach it either), and every scroll container
 * that scrolls sideways without being meant to (a dialog's body wider than the dialog). An element
 * inside a scroll container is judged by its container; visually hidden ones are skipped.
 */
export async function pastTheRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ meantToScroll, meantToClip }) => {
      const root = document.documentElement
      const edge = root.clientWidth
      const found: string[] = []
      if (root.scrollWidth > edge) found.push(`the document scrolls sideways: scrollWidth ${root.scrollWidth} > ${edge}`)

      const describe = (element: Element) => {
        const classes = [...element.classList].map((name) => `.${name}`).join('')
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
        return `<${element.localName}${element.id ? `#${element.id}` : ''}${classes}>${text ? ` «${text}»` : ''}`
      }
      const scrollsSideways = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll'
      const visuallyHidden = (style: CSSStyleDeclaration) => style.clip === 'rect(0px, 0px, 0px, 0px)'

      // Walks the tree so that a skipped subtree (hidden, inside a scroller) is skipped whole.
      const visit = (element: Element) => {
        const style = getComputedStyle(element)
        if (style.display === 'none' || visuallyHidden(style)) return
        if (meantToClip.some((selector) => element.matches(selector))) return
        const rect = element.getBoundingClientRect()
        if (style.visibility === 'visible' && rect.width > 0 && rect.height > 0 && rect.right > edge + 0.5) {
          found.push(`${describe(element)} ends at ${Math.round(rect.right)} px`)
        }
        if (scrollsSideways(style)) {
          if (!meantToScroll.some((selector) => element.matches(selector)) && element.scrollWidth > element.clientWidth + 1) {
            found.push(`${describe(element)} scrolls sideways: scrollWidth ${element.scrollWidth} > ${element.clientWidth}`)
          }
          return
        }
        for (const child of element.children) visit(child)
      }
      for (const child of document.body.children) visit(child)
      return found
    },
    { meantToScroll: MEANT_TO_SCROLL, meantToClip: MEANT_TO_CLIP },
  )
}

/** The size a control needs for a finger (WCAG 2.5.5): 44 × 44 CSS px. */
const TOUCH_TARGET = 44

/** The visible links, buttons and fields inside `scope` smaller than 44 × 44 px, one line each. */
export async function smallTouchTargets(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluate((root, min) => {
    const controls = [...root.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary')]
    return controls.flatMap((control) => {
      const { width, height } = control.getBoundingClientRect()
      if (width === 0 || height === 0 || getComputedStyle(control).visibility !== 'visible') return []
      // Rounded to the device pixel: a box of 43.99 px is 44 px on the screen.
      if (Math.round(width) >= min && Math.round(height) >= min) return []
      const name = control.getAttribute('aria-label') ?? (control.textContent ?? '').replace(/\s+/g, ' ').trim()
      return [`<${control.localName}> «${name}» is ${Math.round(width)} × ${Math.round(height)} px`]
    })
  }, TOUCH_TARGET)
}

/** Sets the viewport's width (the height a phone's) and waits for the frame that lays it out. */
export async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 780 })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}
