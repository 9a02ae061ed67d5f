import type { FastifyReply } from 'fastify';

/**
 * Answers a text as a JSON string ("..."), as the spec's string-returning calls do. Fastify would send
 * a bare string reply as plain text, unquoted.
 */
export function sendJsonString(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(text));
}
