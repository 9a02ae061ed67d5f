import { cookieValue } from '@pledgethon/contracts';
import { stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { hashSecretToken } from '../sessions/secret-tokens';

const COOKIE_NAME = 'pledgethon_oauth';
/** Long enough for the provider's sign-in and then the ticket's use, each at most 10 minutes. */
const COOKIE_MAX_AGE_SECONDS = 20 * 60;

/**
 * A random value kept in this browser for the length of one social sign-in. The stored state and
 * ticket hashes include it, so a callback link or a ticket link opened in another browser (a login
 * forgery sent to a victim, or a link that leaked) matches nothing. The cookie grants nothing by
 * itself, and SameSite=Lax keeps other sites from sending it with forged posts.
 */
export function setBrowserBinding(reply: FastifyReply, config: Config, binding: string): void {
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: COOKIE_NAME,
      value: binding,
      path: '/',
      maxAge: COOKIE_MAX_AGE_SECONDS,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https:'),
    }),
  );
}

export function readBrowserBinding(request: FastifyRequest): string | null {
  return cookieValue(request.headers.cookie, COOKIE_NAME) || null;
}

/** The stored form of a state or ticket: only its hash, and only together with the browser's binding. */
export function boundHash(secret: string, binding: string): string {
  return hashSecretToken(`${binding}.${secret}`);
}
