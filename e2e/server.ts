import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface RunningServer {
  url: string
  dbPath: string
  process: ChildProcess
  /** Stops the server; with keepData the database file stays for a restart. */
  stop(options?: { keepData?: boolean }): Promise<void>
}

const ROOT = path.resolve(import.meta.dirname, '..')

/** The server's environment for the demo store's own data, as `npm start` seeds it (100 000 numbers, the full tariff and device range). */
export const FULL_DEMO_DATA: Record<string, string> = { NODE_ENV: 'development' }

/**
 * Starts the real reference server (`server/main.ts`) on a free port with a
 * temporary SQLite file, and resolves once it prints its address.
 */
export async function startServer(options: { dbPath?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const dir = options.dbPath ? path.dirname(options.dbPath) : mkdtempSync(path.join(tmpdir(), 'store-e2e-'))
  const dbPath = options.dbPath ?? path.join(dir, 'store.sqlite3')
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DB_PATH: dbPath, NODE_ENV: 'test', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/https?:\/\/127\.0\.0\.1:\d+/)
      if (match) resolve(match[0])
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)))
    setTimeout(() => reject(new Error(`server did not start in 30 s:\n${output}`)), 30_000).unref()
  })
  return {
    url,
    dbPath,
    process: child,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      if (!keepData && !options.dbPath) rmSync(dir, { recursive: true, force: true })
    },
  }
}
