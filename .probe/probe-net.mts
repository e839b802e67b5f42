import { chromium } from '@playwright/test'
import { startServer } from '/work/main/e2e/server'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/main/e2e/chromium'
const server = await startServer({})
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
for (const path of ['/', '/order/']) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: -1, uploadThroughput: -1 })
  const t0 = Date.now()
  await page.goto(server.url + path, { waitUntil: 'networkidle' })
  const entries = await page.evaluate(() => [performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource')].map((e: any) => ({ name: e.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 60), start: Math.round(e.startTime), connect: Math.round(e.connectEnd - e.connectStart), reqStart: Math.round(e.requestStart), respStart: Math.round(e.responseStart), end: Math.round(e.responseEnd), type: e.initiatorType })))
  console.log(path)
  for (const e of entries) console.log(`  ${(e.start/400).toFixed(1)} conn=${e.connect} req=${(e.reqStart/400).toFixed(1)} resp=${(e.respStart/400).toFixed(1)} end=${(e.end/400).toFixed(1)} ${e.type} ${e.name}`)
  await context.close()
}
await browser.close(); await server.stop()
