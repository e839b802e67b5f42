// The Django app as a backend developer installs it: `pip install <folder>`, docs/django.md's line, into
// a fresh virtual environment that sees the system's Django (`--system-site-packages`); and a wheel
// built offline from the folder (Debian's python3-setuptools and python3-wheel, no package index)
// into a second one. The app's tests then run with the first environment's Python from a folder
// that holds only the tests and the demo, so `storefront_islands` is the installed package, not
// the source folder; the wheel's is imported.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const APP = path.resolve(import.meta.dirname, '..', 'integrations', 'django')

/** Runs a command quietly; its output is printed only when it fails. */
function step(what, cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { encoding: 'utf8', ...options })
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`)
    throw new Error(`${what} failed (${cmd} ${args.join(' ')})`)
  }
  return result.stdout
}

/** A virtual environment over `python` that sees its site-packages; returns its python. */
function venv(python, dir) {
  step('python3 -m venv', python, ['-m', 'venv', '--system-site-packages', dir])
  return path.join(dir, 'bin', 'python')
}

/**
 * Builds and installs the app; returns the environment's python and the folder to run the tests
 * from (`tests` and `demo` linked into it).
 */
export function installDjangoApp(python) {
  const work = mkdtempSync(path.join(tmpdir(), 'storefront-django-'))
  // A copy of what the package is made of: building in place would leave build/ and *.egg-info here.
  const source = path.join(work, 'source')
  for (const part of ['pyproject.toml', 'README.md', 'storefront_islands']) cpSync(path.join(APP, part), path.join(source, part), { recursive: true })

  const fromWheel = venv(python, path.join(work, 'wheel-env'))
  const wheels = path.join(work, 'wheels')
  step('pip wheel', fromWheel, ['-m', 'pip', 'wheel', '--no-deps', '--no-build-isolation', '--no-index', '--quiet', '-w', wheels, source])
  const [wheel] = readdirSync(wheels).filter((file) => file.endsWith('.whl'))
  step('pip install (wheel)', fromWheel, ['-m', 'pip', 'install', '--no-deps', '--no-index', '--quiet', path.join(wheels, wheel)])

  const fromFolder = venv(python, path.join(work, 'folder-env'))
  step('pip install (folder)', fromFolder, ['-m', 'pip', 'install', '--no-build-isolation', '--no-index', '--quiet', source])
  step('import the app installed from its wheel', fromWheel, [
    '-c',
    'import storefront_islands.templatetags.storefront_islands, storefront_islands.middleware',
  ])

  const run = path.join(work, 'run')
  mkdirSync(run)
  for (const part of ['tests', 'demo']) symlinkSync(path.join(APP, part), path.join(run, part), 'dir')
  console.log(`[test] the Django app installed from its folder (and from ${wheel}) into virtual environments over ${python}`)
  return { python: fromFolder, cwd: run, work }
}
