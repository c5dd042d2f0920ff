import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends JSON text the database has already written (e.g. a page of projects: list-json.ts) as it is: fastify leaves a
 * string with a JSON content type unserialized. The route still declares its response schema for the OpenAPI
 * document; a test per such route checks the text against it.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

/** JSON text answered many times (a cached page): each encoding is made once, on first use, and kept with it. */
export interface ReusedJson {
  text: string;
  encoded: Map<'br' | 'gzip', Buffer>;
}

export const reusedJson = (text: string): ReusedJson => ({ text, encoded: new Map() });

/** The encoding of the client's Accept-Encoding this API prefers (brotli, then gzip, as app.ts), if any. */
function preferredEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const accepted = new Set(header.split(',').map((part) => part.trim().toLowerCase())
    .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part)).map((part) => part.split(';')[0]!.trim()));
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/**
 * Sends reused JSON: compressed (with the same settings as app.ts's compression of other answers) once per encoding
 * and kept, so that an answer served from a cache is not compressed again for every request.
 */
export function sendReusedJson(request: FastifyRequest, reply: FastifyReply, body: ReusedJson): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = body.text.length >= 1024 ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(body.text);
  let bytes = body.encoded.get(encoding);
  if (!bytes) {
    bytes = encoding === 'br'
      ? brotliCompressSync(body.text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } })
      : gzipSync(body.text, { level: 1 });
    body.encoded.set(encoding, bytes);
  }
  // @fastify/compress leaves an answer that already has a Content-Encoding alone.
  return reply.header('content-encoding', encoding).header('content-length', bytes.length).send(bytes);
}
