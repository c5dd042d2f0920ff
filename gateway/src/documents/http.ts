import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { restStatusOf } from '../upstream.js';

// The document routes' answers (the proposal's, the PCO's): binary files do not travel in GraphQL. A refusal answers
// JSON {message, reason} with the REST status, never internals.

const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409, BAD_USER_INPUT: 400, UPSTREAM_UNAVAILABLE: 503,
};

export function sendDocumentError(request: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  if (err instanceof GraphQLError) {
    const code = typeof err.extensions.code === 'string' ? err.extensions.code : 'INTERNAL_SERVER_ERROR';
    const status = code === 'INTERNAL_SERVER_ERROR' ? 500 : (restStatusOf(err) ?? STATUS_BY_CODE[code] ?? 500);
    if (status < 500) {
      const own = err.extensions.documentReason ?? err.extensions.reason;
      const reason = typeof own === 'string' ? own : code;
      return reply.status(status).send({ message: err.message, reason });
    }
    if (code === 'UPSTREAM_UNAVAILABLE') return reply.status(503).send({ message: err.message, reason: code });
  }
  request.log.error({ err }, 'document route failed');
  return reply.status(500).send({ message: 'Internal server error', reason: 'INTERNAL_SERVER_ERROR' });
}

/** `attachment; filename="…"` with an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
export function attachment(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A rendered PDF as the download answers it. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string): FastifyReply {
  return reply.header('content-type', 'application/pdf')
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
