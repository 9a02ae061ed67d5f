import type { SessionContext } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { DatabaseConnection } from '@pledgethon/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IANAZone } from 'luxon';
import type { Config } from '../config';
import { loadSessionContext } from '../features/sessions/load-session-context';
import { hashSecretToken } from '../features/sessions/secret-tokens';
import { SessionContextCache } from '../features/sessions/session-context-cache';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is signed in, from the Token header; null for an anonymous request. */
    session: SessionContext | null;
    /** Hash of the request's session token, when it named a live session. */
    sessionTokenHash: string | null;
    /** The caller's IANA zone from the TimeZoneName header, for dates shown back to them. */
    timeZone: string;
    /** Whether the request came to one of the admin hosts (ADMIN_HOSTS). */
    isAdminHost: boolean;
  }
}

// The spec's fallback zone for US users (CST).
const FALLBACK_TIME_ZONE = 'America/Chicago';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

type SessionOptions = { database: DatabaseConnection; config: Config };

/**
 * Reads the three headers every call carries. Only the token is trusted: a UserId that is not the
 * token's user is refused, a missing one lets the token decide alone.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, options: SessionOptions) => {
  const cache = new SessionContextCache();
  const stopWatching = options.database.sessionContextChanges.watch(cache);
  app.addHook('onClose', async () => stopWatching());

  app.decorateRequest('session', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorateRequest('timeZone', FALLBACK_TIME_ZONE);
  app.decorateRequest('isAdminHost', false);

  app.addHook('onRequest', async (request) => {
    request.isAdminHost = options.config.ADMIN_HOSTS.includes(request.hostname.toLowerCase());
    const zone = header(request, 'timezonename');
    request.timeZone = zone && IANAZone.isValidZone(zone) ? zone : FALLBACK_TIME_ZONE;

    const token = header(request, 'token');
    if (!token) return;
    const tokenHash = hashSecretToken(token);
    const context = await loadSessionContext(
      options.database.db,
      cache,
      { tokenHash, now: new Date() },
      { ip: request.ip, isAdminHost: request.isAdminHost },
    );
    if (!context) return;
    const claimedUserId = header(request, 'userid');
    if (claimedUserId && claimedUserId !== context.UserId) {
      throw new AppError('unauthorized', messages.accessDenied);
    }
    request.session = context;
    request.sessionTokenHash = tokenHash;
  });
});
