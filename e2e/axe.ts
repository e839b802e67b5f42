import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Runs axe-core (WCAG 2.0–2.2 A/AA and best-practice rules) on the page once its animations have
 * finished and fails with the violations listed by rule and target, so a failure says what to fix.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // A panel fading in (tabs, 0.3 s) has too little contrast mid-way: check the settled page
  // (endless ones, a spinner, never settle and are left out).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Run in the page itself: the default mode opens a second page (a renderer process of its
    // own) for every check to merge the frames' results in, which cost 1.2 s a check on an idle
    // machine and several on a busy one. The demo pages have no frames to merge.
    .setLegacyMode(true)
    .analyze()
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(found, `axe-core on ${label}`).toEqual([])
}
