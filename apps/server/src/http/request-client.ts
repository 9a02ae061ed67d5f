import type { FastifyRequest } from 'fastify';

/** Where a sign-in came from, kept with the session it opens. */
export const requestClient = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
