import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'

/**
 * bench/RESULTS.md: the figures of the last run of each section, as the bench printed them.
 * `npm run bench -- api` rewrites only the api section, so the file is the newest figure of
 * every section, each stamped with its date, commit and how busy the machine was.
 * docs/performance.md and docs/architecture.md explain the figures and link them; they do not copy them.
 */
const RESULTS = path.resolve(import.meta.dirname, 'RESULTS.md')

const HEADER = `# Benchmark results

Written by \`npm run bench\` (bench/run.ts): each section below is the output of its last run,
replaced whenever that section runs again (\`npm run bench -- network\` rewrites only «network»).
What each section measures and its target: [docs/performance.md](../docs/performance.md). Figures measured in one run
are side by side; figures of different sections may come from different runs (see their stamps).
`

/** The order sections appear in the file: the order the bench runs them. */
export const SECTION_ORDER = [
  'sizes',
  'render',
  'first-load',
  'pages',
  'api',
  'mount',
  'interaction',
  'catalog',
  'observers',
  'cart',
  'network',
  'coverage',
  'header',
  'lighthouse',
] as const
export type SectionName = (typeof SECTION_ORDER)[number]

const marker = (name: string, end = false) => `<!-- bench:${end ? '/' : ''}${name} -->`

/** Where and when a section ran: written under its title. */
function stamp(): string {
  let commit = 'unknown commit'
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    // The run's own writes to this file are no change of the code measured.
    const dirty =
      execFileSync('git', ['status', '--porcelain', '--untracked-files=no', '--', ':/', `:(exclude)${RESULTS}`], { encoding: 'utf8' }).trim() !== ''
    if (dirty) commit += ' with uncommitted changes'
  } catch {
    // Not a git checkout (an unpacked tarball): the date and the machine still say something.
  }
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${commit} · ${cpus().length} CPUs, load average ${load} at the start · Node ${process.versions.node}`
}

/** The section's block in the file: its title, stamp and the lines as printed. */
function block(name: SectionName, title: string, lines: readonly string[], startedAt: string): string {
  return [marker(name), `## ${title}`, '', `_${startedAt}_`, '', '```', ...lines, '```', marker(name, true)].join('\n')
}

/** The file with one section's block written in (replacing its last run), the others kept in order. */
export function withSection(text: string | null, name: SectionName, title: string, lines: readonly string[], startedAt: string): string {
  const blocks = new Map<string, string>()
  for (const section of SECTION_ORDER) {
    const start = text?.indexOf(marker(section)) ?? -1
    const end = text?.indexOf(marker(section, true)) ?? -1
    if (text && start !== -1 && end > start) blocks.set(section, text.slice(start, end + marker(section, true).length))
  }
  blocks.set(name, block(name, title, lines, startedAt))
  return `${HEADER}\n${SECTION_ORDER.flatMap((section) => blocks.get(section) ?? []).join('\n\n')}\n`
}

/** Starts a section: call `done(lines)` when it has its figures to write them into the file. */
export function startSection(name: SectionName, title: string): { done: (lines: readonly string[]) => void } {
  const startedAt = stamp()
  return {
    done(lines) {
      writeFileSync(RESULTS, withSection(existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : null, name, title, lines, startedAt))
    },
  }
}
