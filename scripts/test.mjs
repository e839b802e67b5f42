#!/usr/bin/env node
// `npm test`: everything CI runs, in order: the machine's packages (Chromium, Java, Debian's
// Django and its companions), the code checks (typecheck, ESLint, dependency-cruiser, knip,
// Prettier's check; two at a time), unit tests, build, the Django app's tests (with its Jinja2
// projects and ASGI servers in Chromium, on each Django version), end-to-end tests (Java runs the
// W3C HTML checker, vnu-jar, in e2e/demo-pages.spec.ts), the bench's smoke run. Each step says how
// long it took; the run ends with one summary line ("tests: N passed, N failed") and a non-zero
// exit if anything failed.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { installDjangoApp } from './django-package.mjs'
import { DJANGO_VERSIONS, djangoPath } from './django-versions.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// Debian's Python with Debian's python3-django (PyPI is not reachable); e2e/django-demo.spec.ts uses it too.
const PYTHON = process.env.DJANGO_PYTHON ?? '/usr/bin/python3'
const DJANGO_LOG = 'test-results/django.txt'
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0

/** Installs a Debian package when `present()` says it is missing and apt-get can (as root). */
function ensureDebianPackage({ what, present, pkg, help }) {
  if (present()) return true
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).stdout.trim()
  if (!apt || process.getuid?.() !== 0) {
    console.error(`[test] ${what} is missing; ${help}`)
    return false
  }
  console.log(`[test] installing Debian ${pkg}…`)
  return run('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`]) && present()
}

const ensureChromium = () =>
  ensureDebianPackage({
    what: CHROMIUM,
    present: () => existsSync(CHROMIUM),
    pkg: 'chromium',
    help: "install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.",
  })
// The HTML checker (vnu-jar) needs Java 17 or later: Debian 12's default is 17.
const ensureJava = () =>
  ensureDebianPackage({
    what: 'java',
    present: () => spawnSync(process.env.JAVA ?? 'java', ['-version']).status === 0,
    pkg: 'default-jre-headless',
    help: "install Debian's default-jre-headless (apt-get install -y default-jre-headless) or set JAVA.",
  })

const ensureDjango = () =>
  ensureDebianPackage({
    what: `Django for ${PYTHON}`,
    present: () => spawnSync(PYTHON, ['-c', 'import django'], { stdio: 'ignore' }).status === 0,
    pkg: 'python3-django',
    help: "install Debian's python3-django (apt-get install -y python3-django) or set DJANGO_PYTHON.",
  })

// The Django demo's e2e as sites ship it: django-csp's policy (e2e/django-csp.spec.ts), WhiteNoise
// under gunicorn (e2e/django-production*.spec.ts).
const ensureDjangoProduction = () =>
  ensureDebianPackage({
    what: `django-csp, WhiteNoise and gunicorn for ${PYTHON}`,
    present: () => spawnSync(PYTHON, ['-c', 'import csp.middleware, whitenoise, gunicorn'], { stdio: 'ignore' }).status === 0,
    pkg: 'python3-django-csp python3-whitenoise gunicorn',
    help: "install Debian's python3-django-csp python3-whitenoise gunicorn.",
  })

// The Jinja2 extension's tests and projects (Django's Jinja2 backend, django-jinja) and the demo under
// ASGI servers (e2e/django-jinja.spec.ts, e2e/django-asgi.spec.ts), run in the django step.
const ensureJinjaAndAsgi = () =>
  ensureDebianPackage({
    what: `Jinja2, django-jinja, uvicorn and daphne for ${PYTHON}`,
    present: () => spawnSync(PYTHON, ['-c', 'import jinja2, django_jinja, uvicorn, daphne'], { stdio: 'ignore' }).status === 0,
    pkg: 'python3-jinja2 python3-django-jinja python3-uvicorn python3-daphne',
    help: "install Debian's python3-jinja2 python3-django-jinja python3-uvicorn python3-daphne.",
  })

// Installing the app as a package: a virtual environment, pip, and setuptools with wheel to build it.
const FIND_PACKAGING =
  "import importlib.util, sys; sys.exit(0 if all(importlib.util.find_spec(m) for m in ('ensurepip', 'venv', 'pip', 'setuptools', 'wheel')) else 1)"
const ensurePythonPackaging = () =>
  ensureDebianPackage({
    what: `venv, pip, setuptools and wheel for ${PYTHON}`,
    // Found, not imported: importing pip before setuptools trips setuptools' distutils check.
    present: () => spawnSync(PYTHON, ['-c', FIND_PACKAGING], { stdio: 'ignore' }).status === 0,
    pkg: 'python3-venv python3-pip python3-setuptools python3-wheel',
    help: "install Debian's python3-venv python3-pip python3-setuptools python3-wheel.",
  })

// The e2e tests that run once per Django version (tagged @django-versions): the Jinja2 projects and the ASGI servers.
const DJANGO_E2E_TAG = '@django-versions'
const djangoE2eReport = (version) => `test-results/django-e2e-${version.name}.json`

/**
 * The Django app's tests with Django's own runner, over the build just made, against the app
 * installed as a package (scripts/django-package.mjs), on each Django version the app is tested
 * on (scripts/django-versions.mjs), then that version's e2e tests in Chromium (the Jinja2 projects
 * with each backend, the demo under uvicorn and daphne), a result line for each; every run's
 * report is kept for the counts.
 */
async function djangoTests() {
  if (!ensureDjango() || !ensurePythonPackaging() || !ensureJinjaAndAsgi() || !ensureDjangoProduction()) return false
  let installed
  try {
    installed = installDjangoApp(PYTHON)
  } catch (error) {
    console.error(`[test] ${error.message}`)
    return false
  }
  const versions = []
  for (const version of DJANGO_VERSIONS) {
    try {
      versions.push({ version, pythonPath: djangoPath(version) })
    } catch (error) {
      console.error(`[test] Django ${version.name} could not be had from Debian's packages: ${error.message}`)
    }
  }
  let ok = versions.length === DJANGO_VERSIONS.length
  // Each version's Python tests are one process on one core: two at a time (they share nothing
  // but the read-only app and build); then each version's e2e, whose browsers use both cores.
  const runs = await inPool(
    versions.map(
      ({ version, pythonPath }) =>
        () =>
          djangoPythonTests(installed, version, pythonPath),
    ),
    2,
  )
  let reports = ''
  for (const { report, line, passed } of runs) {
    process.stdout.write(report)
    console.log(line)
    reports += report
    ok &&= passed
  }
  for (const { version, pythonPath } of versions) ok = djangoE2e(version, pythonPath) && ok
  rmSync(installed.work, { recursive: true, force: true })
  writeFileSync(DJANGO_LOG, reports)
  return ok
}

/** One Django version's Python tests (Django's own runner) against the installed app: its report and result line. */
async function djangoPythonTests(installed, version, pythonPath) {
  const env = { ...process.env, PYTHONDONTWRITEBYTECODE: '1', STOREFRONT_APP_INSTALLED: '1', ...(pythonPath ? { PYTHONPATH: pythonPath } : {}) }
  const exact = spawnSync(installed.python, ['-c', 'import django; print(django.get_version())'], { encoding: 'utf8', env }).stdout.trim()
  const result = await runKept(installed.python, ['-m', 'django', 'test', 'tests', '--settings=tests.settings'], { cwd: installed.cwd, env })
  const { passed, failed, skipped } = djangoCounts(result.out)
  return {
    report: result.out,
    line: `[test] django ${exact || version.name}: ${passed} passed, ${failed} failed, ${skipped} skipped`,
    passed: result.ok,
  }
}

/** One Django version's e2e tests (DJANGO_PYTHONPATH puts its Django first), a result line per server or backend. */
function djangoE2e(version, pythonPath) {
  const report = djangoE2eReport(version)
  const ok = run('npx', ['playwright', 'test', '--grep', DJANGO_E2E_TAG, '--workers=2', '--reporter=line,json'], {
    CHROMIUM_PATH: CHROMIUM,
    DJANGO_PYTHONPATH: pythonPath,
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  })
  // Each describe block is one server or backend on this version ("uvicorn on Django 5.2.18").
  for (const file of readReport(report)?.suites ?? [])
    for (const block of file.suites ?? []) {
      const { passed, failed, skipped } = playwrightCounts(block)
      console.log(`[test] ${block.title}: ${passed} passed, ${failed} failed, ${skipped} skipped`)
    }
  return ok
}

/** A Playwright JSON report's suite, counted: expected tests passed, unexpected and flaky ones failed. */
function playwrightCounts(suite) {
  const counts = { passed: 0, failed: 0, skipped: 0 }
  const walk = (each) => {
    for (const spec of each.specs ?? [])
      for (const test of spec.tests) counts[{ expected: 'passed', skipped: 'skipped' }[test.status] ?? 'failed'] += 1
    for (const child of each.suites ?? []) walk(child)
  }
  walk(suite)
  return counts
}

/**
 * unittest's last lines, summed over every run in `text`: "Ran N tests in …" and "OK",
 * "OK (skipped=S)" or "FAILED (failures=F, errors=E, skipped=S)".
 */
function djangoCounts(text) {
  const ran = [...text.matchAll(/^Ran (\d+) tests? in /gm)].reduce((sum, match) => sum + Number(match[1]), 0)
  const results = [...text.matchAll(/^(?:OK|FAILED)\b.*$/gm)].map((match) => match[0])
  const tally = (name) => results.reduce((sum, line) => sum + Number(new RegExp(`\\b${name}=(\\d+)`).exec(line)?.[1] ?? 0), 0)
  const failed = tally('failures') + tally('errors') + tally('unexpected successes')
  const skipped = tally('skipped') + tally('expected failures')
  return { passed: ran - failed - skipped, failed, skipped }
}

/** Runs a command with its output kept (not streamed), for running beside another: `{ ok, out }`. */
function runKept(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (out += chunk))
    child.once('error', (error) => resolve({ ok: false, out: `${out}${error.message}\n` }))
    child.once('close', (code) => resolve({ ok: code === 0, out }))
  })
}

/** Runs `jobs` (functions returning promises) at most `size` at a time; their results in order. */
async function inPool(jobs, size) {
  const results = new Array(jobs.length)
  let next = 0
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++
      results[index] = await jobs[index]()
    }
  }
  await Promise.all(Array.from({ length: Math.min(size, jobs.length) }, lane))
  return results
}

/**
 * The code checks: the typecheck and `npm run lint`'s (ESLint, dependency-cruiser, knip, Prettier),
 * each run even when another failed, two at a time: each is one process on one core, and the
 * machine has two. Each one's report is printed whole when it ends; the count of findings is read
 * off what each prints.
 */
const lintFindings = { typescript: 0, eslint: 0, depcruise: 0, knip: 0, prettier: 0 }
const CHECKS = [
  {
    name: 'typescript',
    args: ['tsc', '--noEmit'],
    // "Found 3 errors in 2 files." (or one "error TS…" line a finding).
    count: (out) => Number(/Found (\d+) errors?/.exec(out)?.[1] ?? (out.match(/error TS\d+/g) ?? []).length),
  },
  {
    name: 'eslint',
    args: ['eslint', '.', '--format', 'stylish', '--max-warnings', '0'],
    count: (out) => Number(/(\d+) problems?/.exec(out)?.[1] ?? 0),
  },
  {
    name: 'depcruise',
    args: ['depcruise', 'islands', 'cards', 'browser', 'shared', 'server', 'testing', 'scripts', 'bin', '--config', '.dependency-cruiser.cjs'],
    count: (out) => Number(/(\d+) dependency violations?/.exec(out)?.[1] ?? 0),
  },
  {
    name: 'knip',
    args: ['knip', '--no-progress'],
    // Each kind of finding is a heading with its count: "Unused exports (3)".
    count: (out) => [...out.matchAll(/^[A-Z][\w ]+ \((\d+)\)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0),
  },
  { name: 'prettier', args: ['prettier', '--list-different', '.'], count: (out) => out.split('\n').filter(Boolean).length },
]
async function codeChecks() {
  const results = await inPool(
    CHECKS.map((check) => async () => ({ check, ...(await runKept('npx', check.args)) })),
    2,
  )
  for (const { check, ok, out } of results) {
    console.log(`[test] ${check.name}: ${ok ? 'no findings' : 'findings below'}`)
    if (!ok) process.stdout.write(out)
    lintFindings[check.name] = ok ? 0 : Math.max(1, check.count(out))
  }
  if (lintFindings.prettier) console.log(`[test] ${lintFindings.prettier} files differ from Prettier's format (npm run format writes it)`)
  return results.every(({ ok }) => ok)
}

/** A step's JSON report, or null where the step wrote none (it did not run, or broke first). */
function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

function counts(file, read) {
  const report = readReport(file)
  return report ? read(report) : { passed: 0, failed: 0, skipped: 0 }
}

mkdirSync('test-results', { recursive: true })
// Counts come only from this run's report.
const djangoE2eReports = DJANGO_VERSIONS.map(djangoE2eReport)
for (const report of [DJANGO_LOG, 'test-results/unit.json', 'test-results/e2e.json', ...djangoE2eReports]) rmSync(report, { force: true })
const steps = [
  ['chromium', ensureChromium],
  ['java', ensureJava],
  ['checks', codeChecks],
  ['unit', () => run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'])],
  ['build', () => run('node', ['build.mjs'])],
  ['django', djangoTests],
  // The @django-versions tests ran in the django step, once per Django version.
  ['e2e', () => ensureDjangoProduction() && run('npx', ['playwright', 'test', '--grep-invert', DJANGO_E2E_TAG], { CHROMIUM_PATH: CHROMIUM })],
  // Every bench section once over small data (bench/mode.ts): a selector or route a change broke fails here.
  ['bench', () => run('npx', ['tsx', 'bench/run.ts', '--smoke'], { CHROMIUM_PATH: CHROMIUM })],
]
const failedSteps = []
/** How long each step took, in seconds: printed as it ends and again in the summary. */
const stepTimes = []
// `npm test -- build django`: only the steps named (while working on one part); CI runs them all.
const only = process.argv.slice(2)
const started = performance.now()
for (const [name, step] of steps.filter(([name]) => only.length === 0 || only.includes(name))) {
  console.log(`\n[test] ── ${name}`)
  const start = performance.now()
  const ok = await step()
  const seconds = Math.round((performance.now() - start) / 1000)
  stepTimes.push(`${name} ${seconds} s`)
  console.log(`[test] ${name}: ${ok ? 'done' : 'failed'} in ${seconds} s`)
  if (!ok) {
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
const djangoUnit = existsSync(DJANGO_LOG) ? djangoCounts(readFileSync(DJANGO_LOG, 'utf8')) : { passed: 0, failed: 0, skipped: 0 }
// The django step's own e2e runs count with it: they are how its projects and servers are tested.
const django = djangoE2eReports
  .map((file) => counts(file, (r) => playwrightCounts({ suites: r.suites })))
  .reduce((sum, each) => ({ passed: sum.passed + each.passed, failed: sum.failed + each.failed, skipped: sum.skipped + each.skipped }), djangoUnit)
const e2e = counts('test-results/e2e.json', (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
  skipped: r.stats.skipped,
}))
/**
 * The failed tests by name, with the start of each one's error, printed last: CI keeps only the
 * tail of a long run's output, where the reporters' own failure lists (before the bench) are gone.
 */
function failedTests() {
  const errorStart = (text = '') =>
    stripVTControlCharacters(text)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, 3)
      .join(' / ')
      .slice(0, 400)
  const unitFailures = (readReport('test-results/unit.json')?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `unit ${relative('.', file.name)} › ${test.fullName}: ${errorStart(test.failureMessages[0])}`),
  )
  /** A Playwright JSON report's failed tests, each line led by `step`. */
  const playwrightFailures = (file, step) => {
    const failures = []
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          for (const result of test.results.filter((each) => each.status !== 'passed' && each.status !== 'skipped'))
            failures.push(`${step} ${spec.file} › ${[...titles, spec.title].join(' › ')}: ${result.status}, ${errorStart(result.error?.message)}`)
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
    }
    for (const suite of readReport(file)?.suites ?? []) walk(suite, [])
    return failures
  }
  // unittest heads each failure's traceback with "FAIL: test_name (module.Class)" or "ERROR: …".
  const djangoLog = existsSync(DJANGO_LOG) ? readFileSync(DJANGO_LOG, 'utf8') : ''
  const djangoFailures = [...djangoLog.matchAll(/^(?:FAIL|ERROR): .+$/gm)].map((match) => `django ${match[0]}`)
  const djangoE2eFailures = djangoE2eReports.flatMap((file) => playwrightFailures(file, 'django'))
  return [...unitFailures, ...djangoFailures, ...djangoE2eFailures, ...playwrightFailures('test-results/e2e.json', 'e2e')]
}

const lintTotal = Object.values(lintFindings).reduce((sum, n) => sum + n, 0)
const lintLine = `checks ${lintTotal} findings (${Object.entries(lintFindings)
  .map(([name, n]) => `${name} ${n}`)
  .join(', ')})`
console.log(
  `\n[test] ${lintLine}; unit ${unit.passed} passed, ${unit.failed} failed; django ${django.passed} passed, ${django.failed} failed; e2e ${e2e.passed} passed, ${e2e.failed} failed`,
)
console.log(`[test] took ${Math.round((performance.now() - started) / 1000)} s: ${stepTimes.join(', ')}`)
if (failedSteps.length) console.log(`[test] failed steps: ${failedSteps.join(', ')}`)
for (const line of failedTests()) console.log(`[test] failed: ${line}`)
const counted = unit.failed + django.failed + e2e.failed
const failed = counted + (failedSteps.length && !counted ? 1 : 0)
console.log(`tests: ${unit.passed + django.passed + e2e.passed} passed, ${failed} failed, ${unit.skipped + django.skipped + e2e.skipped} skipped`)
process.exit(failedSteps.length ? 1 : 0)
