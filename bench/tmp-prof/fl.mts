import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium'
import { benchFirstLoad } from '../first-load'
const base = 'http://127.0.0.1:8123'
const pages = ((await (await fetch(base + '/api/dev/demo-pages/')).json()) as { results: string[] }).results
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
console.log((await benchFirstLoad(browser, base, pages)).join('\n'))
await browser.close()
