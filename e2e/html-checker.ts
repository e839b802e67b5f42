import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

/**
 * The W3C Nu HTML checker (the `vnu-jar` package: vnu.jar, run with the machine's Java, which
 * `npm test` installs from Debian's default-jre-headless when it is missing).
 */
const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar')
const JAVA = process.env.JAVA ?? 'java'

export interface HtmlDocument {
  /** What the failure names: the page and its state. */
  name: string
  html: string
}

interface VnuMessage {
  type: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

/**
 * The checker's errors (warnings and information left out, as the issue counts them) over
 * `documents`, checked in one run of the checker (one JVM start, not one per document), each
 * as `name:line: message «extract»`.
 */
export async function htmlCheckerErrors(documents: HtmlDocument[]): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'))
  try {
    const files = documents.map((doc, index) => {
      const file = path.join(dir, `${index}.html`)
      writeFileSync(file, doc.html)
      return file
    })
    const { stdout } = await promisify(execFile)(
      JAVA,
      ['-jar', VNU_JAR, '--errors-only', '--exit-zero-always', '--format', 'json', '--stdout', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT')
        throw new Error(`${JAVA} not found: the HTML checker needs Java 17 or later (npm test installs Debian's default-jre-headless)`)
      throw error
    })
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] }
    return messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => {
        const index = Number(/(\d+)\.html$/.exec(m.url)?.[1])
        const name = documents[index]?.name ?? m.url
        return `${name}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` «${m.extract.trim().slice(0, 120)}»` : ''}`
      })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
