import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import path from 'node:path'

/**
 * The W3C Nu HTML checker (the `vnu-jar` package: vnu.jar, run with the machine's Java, which
 * `npm test` installs from Debian's default-jre-headless when it is missing), as a service: one
 * JVM a Playwright worker, started the first time a test asks for it (e2e/fixtures.ts
 * `htmlChecker`), every document posted to it. A JVM started for each page's documents spent
 * most of its time loading the checker's schemas, a few seconds of CPU each time.
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
  lastLine?: number
  message: string
  extract?: string
}

export interface HtmlChecker {
  /**
   * The checker's errors (warnings and information left out) over `documents`, each as
   * `name:line: message «extract»`.
   */
  errors(documents: readonly HtmlDocument[]): Promise<string[]>
  stop(): Promise<void>
}

/** A port nothing listens on now, from the system (no fixed port: several runs share the machine). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Resolves once the checker answers at `url`; rejects if its process ends first. */
async function answering(url: string, java: ChildProcess, output: () => string): Promise<void> {
  let exited: Error | null = null
  java.once('exit', (code) => (exited = new Error(`the HTML checker ended (${code}) before it answered:\n${output()}`)))
  java.once('error', (error: NodeJS.ErrnoException) => {
    exited =
      error.code === 'ENOENT'
        ? new Error(`${JAVA} not found: the HTML checker needs Java 17 or later (npm test installs Debian's default-jre-headless)`)
        : error
  })
  for (;;) {
    if (exited) throw exited
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return
    // Polling the state (is it listening?): the JVM says nothing on its own when it is.
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Starts one checker on a free port, trying another port if the one it was given was taken meanwhile. */
export async function startHtmlChecker(): Promise<HtmlChecker> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}/`
    const java = spawn(
      JAVA,
      [
        '-Dnu.validator.servlet.bind-address=127.0.0.1',
        // A catalogue page with its islands mounted is some hundreds of KB.
        '-Dnu.validator.servlet.max-file-size=16777216',
        '-cp',
        VNU_JAR,
        'nu.validator.servlet.Main',
        String(port),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    java.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)))
    java.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)))
    try {
      await answering(url, java, () => output)
    } catch (error) {
      java.kill()
      if (attempt < 3 && /Address already in use|BindException/.test(output)) continue
      throw error
    }
    return {
      errors: (documents) => Promise.all(documents.map((doc) => check(url, doc))).then((lists) => lists.flat()),
      stop: () =>
        new Promise<void>((resolve) => {
          if (java.exitCode !== null) return resolve()
          java.once('exit', () => resolve())
          java.kill()
        }),
    }
  }
}

async function check(url: string, doc: HtmlDocument): Promise<string[]> {
  const response = await fetch(`${url}?out=json`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
    body: doc.html,
  })
  if (!response.ok) throw new Error(`the HTML checker answered ${response.status} for ${doc.name}`)
  const { messages } = (await response.json()) as { messages: VnuMessage[] }
  return messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => `${doc.name}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` «${m.extract.trim().slice(0, 120)}»` : ''}`)
}
