import type { FastifyInstance } from 'fastify';

// A form body of a few fields; a provider's webhook or a mail client's one-click post is far smaller.
const FORM_BODY_LIMIT = 16 * 1024;

/** Reads application/x-www-form-urlencoded bodies as a plain object, for the routes of this plugin only. */
export function readFormBody(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
