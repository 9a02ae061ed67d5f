import type { SessionContext } from '@pledgethon/contracts';
import { messages, type Role } from '@pledgethon/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * Which part of the product a route serves. Vendors may use only the shop; parents who are not
 * participants only the parent pages (spec sections 2 and 6). 'open' routes (sign-in, session,
 * site settings, health) serve everyone. An API route without an area is 'general'.
 */
export type RouteArea = 'open' | 'shop' | 'parent' | 'general';

declare module 'fastify' {
  interface FastifyContextConfig {
    area?: RouteArea;
  }
}

function allowedAreas(session: SessionContext): readonly RouteArea[] | 'all' {
  if (session.IsSuperAdmin) return 'all';
  if (session.IsVendor) return ['open', 'shop'];
  if (session.IsParent && !session.IsParticipant) return ['open', 'parent'];
  return 'all';
}

/** The server side of the redirect rules: the same paths the web redirects away from answer 403. */
export function registerAreaRules(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const session = request.session;
    // Pages and their assets are the web's to redirect; the API is where the rule must hold.
    if (!session || !request.url.startsWith('/api/')) return;
    const area = request.routeOptions.config.area ?? 'general';
    const allowed = allowedAreas(session);
    if (allowed !== 'all' && !allowed.includes(area)) {
      throw new AppError('forbidden', messages.accessDenied);
    }
  });
}

export function requireSession(request: FastifyRequest): SessionContext {
  if (!request.session) throw new AppError('unauthorized', messages.accessDenied);
  return request.session;
}

/** The signed-in user, who must hold one of the roles (super administrators pass every check). */
export function requireRole(request: FastifyRequest, ...roles: Role[]): SessionContext {
  const session = requireSession(request);
  if (session.IsSuperAdmin || roles.some((role) => session.Roles.includes(role))) return session;
  throw new AppError('forbidden', messages.accessDenied);
}
