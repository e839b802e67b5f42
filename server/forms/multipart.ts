import type { FastifyInstance } from 'fastify'

/** Parts beyond this are refused: the storefront's forms have a few dozen fields at most. */
const MAX_PARTS = 1000
const CRLF = Buffer.from('\r\n')
const HEADER_END = Buffer.from('\r\n\r\n')

class MultipartError extends Error {
  readonly statusCode = 400
}

/**
 * Installs a `multipart/form-data` body parser for text fields (file parts are skipped),
 * giving the same shape as @fastify/formbody: one string per name, an array when repeated.
 * The sell-number form and the generic AJAX forms post FormData (spec §7).
 */
export function installMultipartTextParser(app: FastifyInstance): void {
  if (app.hasContentTypeParser('multipart/form-data')) return
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      const boundary = boundaryOf(request.headers['content-type'] ?? '')
      done(null, parseMultipart(body as Buffer, boundary))
    } catch (error) {
      done(error as Error, undefined)
    }
  })
}

function boundaryOf(contentType: string): string {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  const boundary = match?.[1] ?? match?.[2]
  if (!boundary) throw new MultipartError('Multipart body without a boundary.')
  return boundary
}

/**
 * Reads the text fields of a multipart body.
 *
 * @example
 * parseMultipart(Buffer.from('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n'), 'b')
 * // { a: '1' }
 */
export function parseMultipart(body: Buffer, boundary: string): Record<string, string | string[]> {
  const delimiter = Buffer.from(`--${boundary}`)
  const fields = new Map<string, string | string[]>()
  let position = body.indexOf(delimiter)
  if (position === -1) throw new MultipartError('Malformed multipart body.')
  for (let parts = 0; ; parts++) {
    position += delimiter.length
    // '--' after a delimiter closes the body; anything after it is an epilogue.
    if (body[position] === 0x2d && body[position + 1] === 0x2d) break
    if (parts >= MAX_PARTS) throw new MultipartError('Too many multipart fields.')
    if (!body.subarray(position, position + 2).equals(CRLF)) {
      throw new MultipartError('Malformed multipart body.')
    }
    const headerEnd = body.indexOf(HEADER_END, position + 2)
    if (headerEnd === -1) throw new MultipartError('Malformed multipart body.')
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), headerEnd + 4)
    if (next === -1) throw new MultipartError('Malformed multipart body.')
    const headers = body.subarray(position + 2, headerEnd).toString('utf8')
    const name = fieldName(headers)
    if (name !== null) {
      const value = body.subarray(headerEnd + 4, next).toString('utf8')
      const known = fields.get(name)
      if (known === undefined) fields.set(name, value)
      else fields.set(name, Array.isArray(known) ? [...known, value] : [known, value])
    }
    position = next + CRLF.length
  }
  // fromEntries defines own properties, so a field named '__proto__' stays a plain field.
  return Object.fromEntries(fields)
}

/** The form field name of a part, or null for file parts and parts without a name. */
function fieldName(headers: string): string | null {
  const disposition = headers.split('\r\n').find((line) => line.toLowerCase().startsWith('content-disposition:'))
  if (!disposition) return null
  if (/;\s*filename\*?=/i.test(disposition)) return null
  const match = /;\s*name="([^"]*)"/i.exec(disposition) ?? /;\s*name=([^;\s]+)/i.exec(disposition)
  return match?.[1] ?? null
}
