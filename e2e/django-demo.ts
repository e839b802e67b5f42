import { test as base } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { startServer, type RunningServer } from './server'

const ROOT = path.resolve(import.meta.dirname, '..')
const PYTHON = process.env.DJANGO_PYTHON ?? '/usr/bin/python3'

interface Stack {
  reference: RunningServer
  django: { url: string; process: ChildProcess }
}

/** The Django demo pointed at the reference server, on a free port; resolves once it prints its address. */
async function startDjango(referenceUrl: string, env: Record<string, string>): Promise<Stack['django']> {
  const child = spawn(PYTHON, [path.join(ROOT, 'integrations/django/demo/serve.py')], {
    cwd: ROOT,
    env: { ...process.env, REFERENCE_SERVER_URL: referenceUrl, PYTHONDONTWRITEBYTECODE: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Django demo on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match) resolve(match[1]!)
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`the Django demo exited with ${code}:\n${output}`)))
    setTimeout(() => reject(new Error(`the Django demo did not start in 30 s:\n${output}`)), 30_000).unref()
  })
  return { url, process: child }
}

/**
 * Tests against the demo written in the Django template language (integrations/django/demo) on
 * Debian's Django, with the reference server behind it answering the JSON API and keeping the
 * data: a worker's stack, started with the demo's environment `env` (DJANGO_CSP=nonce…).
 */
export function djangoDemoTest(env: Record<string, string> = {}) {
  return base.extend<object, { stack: Stack }>({
    stack: [
      async ({}, use) => {
        const reference = await startServer()
        const django = await startDjango(reference.url, env)
        await use({ reference, django })
        const exited = new Promise((resolve) => django.process.once('exit', resolve))
        django.process.kill('SIGTERM')
        await exited
        await reference.stop()
      },
      { scope: 'worker' },
    ],
    baseURL: async ({ stack }, use) => use(stack.django.url),
  })
}
