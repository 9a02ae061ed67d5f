import { OAUTH_ERROR_PARAM, OAUTH_TICKET_PARAM } from '@pledgethon/contracts';

/** What the server put on /home when the provider sent the browser back. */
export type OAuthReturnParams = {
  ticket: string | null;
  failed: boolean;
  /** The page asked for before sign-in, as the server kept it (same-site only). */
  redirect: string | null;
};

export function readOAuthReturn(search: string): OAuthReturnParams {
  const params = new URLSearchParams(search);
  return {
    ticket: params.get(OAUTH_TICKET_PARAM) || null,
    failed: params.has(OAUTH_ERROR_PARAM),
    redirect: params.get('redirect') || null,
  };
}

/** The same query without the ticket and the failure flag, so a reload or a copied link repeats neither. */
export function withoutOAuthReturn(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(OAUTH_TICKET_PARAM);
  params.delete(OAUTH_ERROR_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
