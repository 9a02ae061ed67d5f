import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where a route is: its method and its path as the router matches it (`:name` for a parameter). Kept
 * apart from the schemas only for the pages that leave zod out to stay light (decisions 101, 102),
 * which call a route by its endpoint alone.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
}

/**
 * One HTTP route as both sides know it: the server registers it from this and the web calls it from
 * this, so a path, method or schema is written once. `response` is the successful answer's body; a
 * route whose body or answer is not JSON says what it takes or gives instead.
 */
export interface RouteDeclaration extends Endpoint {
  /** Headers the route reads besides the ones every call carries: a provider's signature. */
  readonly headers?: z.ZodType;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
  /** Content types of a body that is not JSON: a multipart upload, a provider's form post. */
  readonly consumes?: readonly string[];
  /** Content types of an answer that is not JSON: a file, a page, an image. */
  readonly produces?: readonly string[];
}

export function endpoint<const M extends HttpMethod, const P extends string>(method: M, path: P) {
  return { method, path } as const;
}

export function route<const R extends RouteDeclaration>(declaration: R): R {
  return declaration;
}

/** How the router and the API document name a route. */
export const routeKey = ({ method, path }: Endpoint): string => `${method} ${path}`;

/** The names of a path's parameters, as `:name` segments give them. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type QueryValue = string | number | boolean | null | undefined;

/**
 * The address of a call: each `:name` replaced by its value, encoded so a value can never reach
 * another path; the query's present values after it, in the order given.
 */
export function pathOf(
  { path }: Endpoint,
  params: Readonly<Record<string, string | number>> = {},
  query: Readonly<Record<string, QueryValue>> = {},
): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
