import type { SessionContext } from '@pledgethon/contracts';
import { messages, type Role } from '@pledgethon/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * Which part of the product a route serves. Vendors may use only the shop; parents who are not
 * participants only the parent pages (spec sections 2 and 6). 'open' routes (sign-in, session,
 * site settings, health, pages) serve everyone; 'general' is the rest of the product.
 */
export type RouteArea = 'open' | 'shop' | 'parent' | 'general';

/**
 * What a route needs of its caller, declared in the route's own config. `who` is 'anyone' (signed
 * in or not), 'signed-in', or the roles of which the caller must hold one (super administrators
 * hold them all). Ownership of the rows a route touches is checked by the query that loads them.
 */
export type RouteAccess = {
  area: RouteArea;
  who: 'anyone' | 'signed-in' | readonly Role[];
};

/** One route as registered, with its declaration (read after the app is ready). */
export type DeclaredRoute = { method: string; url: string; access: RouteAccess | undefined };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route of the app with its access declaration: the table the access tests walk. */
    declaredRoutes(): DeclaredRoute[];
  }
}

function allowedAreas(session: SessionContext): readonly RouteArea[] | 'all' {
  if (session.IsSuperAdmin) return 'all';
  if (session.IsVendor) return ['open', 'shop'];
  if (session.IsParent && !session.IsParticipant) return ['open', 'parent'];
  return 'all';
}

function holdsOneOf(session: SessionContext, roles: readonly Role[]): boolean {
  return session.IsSuperAdmin || roles.some((role) => session.Roles.includes(role));
}

/** The one place access is decided: from the route that matched, never from the request's URL text. */
function decideAccess(access: RouteAccess | undefined, session: SessionContext | null): void {
  // A route that declares nothing serves no one (registration refuses it; this is the second lock).
  if (!access) throw new AppError('forbidden', messages.accessDenied);
  if (!session) {
    if (access.who !== 'anyone') throw new AppError('unauthorized', messages.accessDenied);
    return;
  }
  const allowed = allowedAreas(session);
  if (allowed !== 'all' && !allowed.includes(access.area)) {
    throw new AppError('forbidden', messages.accessDenied);
  }
  if (Array.isArray(access.who) && !holdsOneOf(session, access.who)) {
    throw new AppError('forbidden', messages.accessDenied);
  }
}

/**
 * Decides every matched request once the session is known and before its body is read, and refuses
 * to start an app with a route that forgot to declare its access. Register it before any route.
 */
export function registerAccessRules(app: FastifyInstance): void {
  const routes: { method: string | string[]; url: string; config?: { access?: RouteAccess } }[] = [];
  // Plugins may fill in a route's config in their own onRoute hooks after this one has run,
  // so the declarations are read from the route options once every route is in.
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('declaredRoutes', () =>
    routes.flatMap((route) =>
      [route.method].flat().map((method) => ({ method, url: route.url, access: route.config?.access })),
    ),
  );
  app.addHook('onReady', async () => {
    const undeclared = app.declaredRoutes().filter((route) => !route.access);
    if (undeclared.length > 0) {
      const names = undeclared.map((route) => `${route.method} ${route.url}`).join(', ');
      throw new Error(`Routes without an access declaration in their config: ${names}`);
    }
  });
  // After every onRequest hook (the session's among them), before the body is parsed.
  app.addHook('preParsing', async (request) => {
    // No route matched: the not-found handler answers, and there is nothing behind it to protect.
    if (request.is404) return;
    decideAccess(request.routeOptions.config.access, request.session);
  });
}

/**
 * Applies one declaration to every route registered in this plugin's scope, for plugins whose
 * routes take no config of ours (static files, the API docs).
 */
export function declareAccessOfScope(app: FastifyInstance, access: RouteAccess): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}

export function requireSession(request: FastifyRequest): SessionContext {
  if (!request.session) throw new AppError('unauthorized', messages.accessDenied);
  return request.session;
}

/** The signed-in user, who must hold one of the roles (super administrators pass every check). */
export function requireRole(request: FastifyRequest, ...roles: Role[]): SessionContext {
  const session = requireSession(request);
  if (holdsOneOf(session, roles)) return session;
  throw new AppError('forbidden', messages.accessDenied);
}
