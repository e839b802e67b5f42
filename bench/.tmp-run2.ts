import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/main/e2e/chromium'
import { startServer } from '/work/main/e2e/server'
import { benchCatalog } from '/work/main/bench/.tmp-catalog-exp'
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const server = await startServer({ env: { SEED_NUMBERS: '100000' } })
try { (await benchCatalog(browser, server.url)).forEach((l) => console.log(l)) } finally { await browser.close(); await server.stop() }
