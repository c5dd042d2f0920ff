import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendDocumentError } from './http.js';

// Uploads beside /graphql (the proposal's bids, the subcontract payments' signed waivers): a multipart body taken whole
// (the REST API checks the file: PDF by content, 20 MB) and passed on as a form.

/** 20 MB of PDF (the REST limit) plus the multipart envelope. */
export const UPLOAD_BODY_LIMIT = 21 * 1024 * 1024;

/**
 * Lets a 20 MB file and its envelope into the routes `register` adds, as a buffer; fastify's own refusals there (a body
 * over the limit, a broken stream) answer in the document routes' JSON shape.
 */
export async function uploadScope(app: FastifyInstance, register: (scope: FastifyInstance) => void): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_req, body, done) => done(null, body));
    scope.setErrorHandler((error: { statusCode?: number }, request, reply) => {
      if (error.statusCode === 413) return reply.status(413).send({ message: 'The file is larger than 20 MB.', reason: 'BAD_USER_INPUT' });
      if (error.statusCode && error.statusCode < 500) return reply.status(error.statusCode).send({ message: 'The request was not valid.', reason: 'BAD_USER_INPUT' });
      return sendDocumentError(request, reply, error);
    });
    register(scope);
  });
}

/** The multipart body as a form (the platform's own parser), or null when it is not one. */
export async function readForm(request: FastifyRequest<{ Body: Buffer }>): Promise<Awaited<ReturnType<Response['formData']>> | null> {
  if (!Buffer.isBuffer(request.body)) return null;
  try {
    return await new Response(new Uint8Array(request.body), { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
  } catch {
    return null;
  }
}
