/** Debian's Chromium and the flags that work on this machine (no browser download, closed network). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]

/**
 * Launch options with the back-forward cache on, as in a visitor's browser: Playwright turns it
 * off by default (`--disable-back-forward-cache`), and a page shown again from it is what
 * e2e/changes-elsewhere.spec.ts is about.
 */
export const WITH_BACK_FORWARD_CACHE = {
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
  ignoreDefaultArgs: ['--disable-back-forward-cache'],
}
