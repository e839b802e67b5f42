#!/usr/bin/env node
// `npm test`: everything CI runs, in order: Chromium and Java checks, typecheck,
// unit tests, build, end-to-end tests (Java runs the W3C HTML checker, vnu-jar, in e2e/demo-pages.spec.ts). Ends with one summary line
// ("tests: N passed, N failed") and a non-zero exit if anything failed.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0

/** Installs a Debian package when `present()` says it is missing and apt-get can (as root). */
function ensureDebianPackage({ what, present, pkg, help }) {
  if (present()) return true
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).stdout.trim()
  if (!apt || process.getuid?.() !== 0) {
    console.error(`[test] ${what} is missing; ${help}`)
    return false
  }
  console.log(`[test] installing Debian ${pkg} for the end-to-end tests…`)
  return run('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`]) && present()
}

const ensureChromium = () => ensureDebianPackage({
  what: CHROMIUM,
  present: () => existsSync(CHROMIUM),
  pkg: 'chromium',
  help: "install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.",
})
// The HTML checker (vnu-jar) needs Java 17 or later: Debian 12's default is 17.
const ensureJava = () => ensureDebianPackage({
  what: 'java',
  present: () => spawnSync(process.env.JAVA ?? 'java', ['-version']).status === 0,
  pkg: 'default-jre-headless',
  help: "install Debian's default-jre-headless (apt-get install -y default-jre-headless) or set JAVA.",
})

function counts(file, read) {
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')))
  } catch {
    return { passed: 0, failed: 0, skipped: 0 }
  }
}

mkdirSync('test-results', { recursive: true })
const steps = [
  ['chromium', ensureChromium],
  ['java', ensureJava],
  ['typecheck', () => run('npx', ['tsc', '--noEmit'])],
  ['unit', () => run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'])],
  ['build', () => run('node', ['build.mjs'])],
  ['e2e', () => run('npx', ['playwright', 'test'], { CHROMIUM_PATH: CHROMIUM })],
]
const failedSteps = []
for (const [name, step] of steps) {
  console.log(`\n[test] ── ${name}`)
  if (!step()) {
    failedSteps.push(name)
    // Without a browser or a build the later steps cannot say anything useful.
    if (name === 'chromium' || name === 'build') break
  }
}

const unit = counts('test-results/unit.json', (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + r.numTodoTests,
}))
const e2e = counts('test-results/e2e.json', (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
  skipped: r.stats.skipped,
}))
console.log(`\n[test] unit ${unit.passed} passed, ${unit.failed} failed; e2e ${e2e.passed} passed, ${e2e.failed} failed`)
if (failedSteps.length) console.log(`[test] failed steps: ${failedSteps.join(', ')}`)
const failed = unit.failed + e2e.failed + (failedSteps.length && !(unit.failed + e2e.failed) ? 1 : 0)
console.log(`tests: ${unit.passed + e2e.passed} passed, ${failed} failed, ${unit.skipped + e2e.skipped} skipped`)
process.exit(failedSteps.length ? 1 : 0)
