import multipart from '@fastify/multipart'
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify'

/** Parts beyond this are refused: the storefront's forms have a few dozen fields at most. */
const MAX_PARTS = 1000

class MultipartError extends Error {
  readonly statusCode = 400
}

/**
 * `multipart/form-data` bodies through @fastify/multipart, read into the shape @fastify/formbody
 * gives a urlencoded one: one string per name, an array when repeated; file parts are read past
 * and left out. The sell-number form and the generic AJAX forms post FormData (spec §7).
 * Install it before the CSRF check, which looks for `csrfmiddlewaretoken` among the fields.
 */
export async function installMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart)
  const { PartsLimitError } = app.multipartErrors
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return
    try {
      request.body = await formFields(request)
    } catch (error) {
      // Busboy's own errors are plain ones: a body it cannot read is the client's fault.
      if (error instanceof PartsLimitError) throw new MultipartError('Too many multipart fields.')
      if (!(error instanceof Error) || 'statusCode' in error) throw error
      throw new MultipartError(/boundary not found/i.test(error.message) ? 'Multipart body without a boundary.' : 'Malformed multipart body.')
    }
  })
}

async function formFields(request: FastifyRequest): Promise<Record<string, string | string[]>> {
  // The plugin streams the body past Fastify's bodyLimit, so the limit is kept here: by the length
  // the request declares, else by what its parts hold.
  const limit = request.routeOptions.bodyLimit
  if (Number(request.headers['content-length']) > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()
  // Not even the closing delimiter (the plugin reads it as an empty form).
  if (request.headers['content-length'] === '0') throw new MultipartError('Malformed multipart body.')
  const fields = new Map<string, string | string[]>()
  let size = 0
  // isPartAFile makes every part a stream, so files() yields them all and a field's text is its
  // UTF-8 bytes whatever type the part declares (the plugin parses a field typed application/json);
  // a part with a filename is a file, read past.
  for await (const part of request.files({ limits: { parts: MAX_PARTS, fileSize: Infinity }, isPartAFile: () => true })) {
    const chunks: Buffer[] = []
    for await (const chunk of part.file) {
      size += chunk.length
      if (size > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()
      if (part.filename === undefined) chunks.push(chunk)
    }
    const name = part.filename === undefined ? part.fieldname : undefined
    if (name === undefined) continue // a file, or a part without a name
    const value = Buffer.concat(chunks).toString('utf8')
    const known = fields.get(name)
    fields.set(name, known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value])
  }
  // fromEntries defines own properties (a field named '__proto__' never gets this far: the plugin refuses it).
  return Object.fromEntries(fields)
}
