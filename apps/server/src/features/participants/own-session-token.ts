import type { SessionContext } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { hashSecretToken } from '../sessions/secret-tokens';

/**
 * The session of a call that names a token in its path or body. Only the caller's own token (the one
 * in the Token header) may be named, so no one learns about, or acts for, another session.
 */
export function requireOwnSessionToken(request: FastifyRequest, token: string): SessionContext {
  const session = requireSession(request);
  if (hashSecretToken(token) !== request.sessionTokenHash) {
    throw new AppError('forbidden', messages.accessDenied);
  }
  return session;
}
