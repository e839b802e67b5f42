// The Django versions the app is tested on, each from Debian's packages (PyPI is not reachable):
// bookworm's own python3-django (3.2, installed as the system's), 4.2 LTS from bookworm-backports
// and 5.2 LTS from sid (with sid's python3-asgiref, which 5.2 needs at 3.8 or later). The newer
// ones are fetched with `apt-get download` from a sources list of their own (the system's is left
// alone) and unpacked with `dpkg -x` into a cache folder that goes first on PYTHONPATH, so the
// system's Django stays as it is. `Architecture: all` packages: they run on this Python 3.11.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import path from 'node:path'

export const DJANGO_VERSIONS = [
  { name: '3.2', packages: [] },
  { name: '4.2', packages: ['python3-django/bookworm-backports'] },
  { name: '5.2', packages: ['python3-django/sid', 'python3-asgiref/sid'] },
]

const CACHE = path.join(homedir(), '.cache', 'storefront-islands')
const KEYRING = '/usr/share/keyrings/debian-archive-keyring.gpg'
const SOURCES = ['bookworm-backports', 'sid'].map((suite) => `deb [signed-by=${KEYRING}] http://deb.debian.org/debian ${suite} main`).join('\n')

/** apt-get over the sources list, lists and cache of `dir`, run in `cwd` (where `download` writes). */
function aptGet(args, dir, cwd = dir) {
  const options = [
    `Dir::Etc::SourceList=${dir}/sources.list`,
    'Dir::Etc::SourceParts=/dev/null',
    `Dir::State::Lists=${dir}/lists`,
    `Dir::Cache=${dir}/cache`,
    // Downloads go into a folder of root's: apt's sandbox user could not write there.
    'APT::Sandbox::User=root',
  ].flatMap((option) => ['-o', option])
  const result = spawnSync('apt-get', ['-qq', ...options, ...args], { encoding: 'utf8', cwd })
  if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`)
}

/**
 * The folder to put first on PYTHONPATH for a version ('' for the system's own), fetched and
 * unpacked when missing; throws with apt's words when it cannot be had.
 */
export function djangoPath(version) {
  if (version.packages.length === 0) return ''
  const root = path.join(CACHE, `django-${version.name}`)
  const sitePackages = path.join(root, 'usr', 'lib', 'python3', 'dist-packages')
  if (existsSync(path.join(sitePackages, 'django', '__init__.py'))) return sitePackages
  rmSync(root, { recursive: true, force: true })
  const aptDir = path.join(CACHE, 'apt')
  mkdirSync(path.join(aptDir, 'lists', 'partial'), { recursive: true })
  mkdirSync(path.join(aptDir, 'cache', 'archives', 'partial'), { recursive: true })
  writeFileSync(path.join(aptDir, 'sources.list'), `${SOURCES}\n`)
  aptGet(['update'], aptDir)
  const debs = path.join(aptDir, `debs-${version.name}`)
  rmSync(debs, { recursive: true, force: true })
  mkdirSync(debs, { recursive: true })
  aptGet(['download', ...version.packages], aptDir, debs)
  for (const deb of readdirSync(debs)) {
    const unpacked = spawnSync('dpkg', ['-x', path.join(debs, deb), root], { encoding: 'utf8' })
    if (unpacked.status !== 0) throw new Error(`dpkg -x ${deb} failed:\n${unpacked.stderr}`)
  }
  // Debian's Django links its admin's scripts into /usr/share/javascript (libjs-jquery…, which the
  // system's python3-django brought): the unpacked copy finds them there too.
  mkdirSync(path.join(root, 'usr', 'share'), { recursive: true })
  symlinkSync('/usr/share/javascript', path.join(root, 'usr', 'share', 'javascript'))
  return sitePackages
}
