import { readFileSync } from 'node:fs'
import path from 'node:path'

const dist = path.resolve(import.meta.dirname, '../static/dist')

/** The build's island chunks (static/dist/metafile.json): each file's name and its input modules. */
export function builtChunks(): { file: string; inputs: string[] }[] {
  const meta = JSON.parse(readFileSync(path.join(dist, 'metafile.json'), 'utf8')) as {
    islands: { outputs: Record<string, { inputs: Record<string, unknown> }> }
  }
  return Object.entries(meta.islands.outputs).map(([file, { inputs }]) => ({ file: path.basename(file), inputs: Object.keys(inputs) }))
}

/** The chunk that holds React DOM (one in the build: the platform spec checks it). */
export const reactDomChunk = (): string =>
  builtChunks().find(({ inputs }) => inputs.some((input) => input.startsWith('node_modules/react-dom/')))!.file

/** The chunk's file under static/dist/chunks/. */
export const chunkPath = (file: string): string => path.join(dist, 'chunks', file)
