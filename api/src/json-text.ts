import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text the database has already written (e.g. a page of projects: list-json.ts) as it is: fastify leaves a
 * string with a JSON content type unserialized. The route still declares its response schema for the OpenAPI
 * document; a test per such route checks the text against it.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
