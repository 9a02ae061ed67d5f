import { sameSiteRedirect } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { Config } from '../../../config';
import { hashSecretToken, newSecretToken } from '../../sessions/secret-tokens';
import { insertSsoToken } from './sso.queries';

const SSO_TOKEN_VALID_SECONDS = 60;

/** The site across: the admin site from the public one and back; the public site when no admin URL is set. */
function otherSite(config: Config, isAdminHost: boolean): string {
  return isAdminHost ? config.publicUrl : (config.ADMIN_URL ?? config.publicUrl);
}

/**
 * A one-time link that signs the user in on the other site and opens the given path there. Only a
 * same-site path is carried over, so the hand-off cannot be turned into a redirect to anywhere.
 */
export async function createSsoHandOff(
  db: Executor,
  config: Config,
  input: { userId: string; redirect: string; isAdminHost: boolean; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  const token = newSecretToken();
  const redirect = sameSiteRedirect(input.redirect);
  await db.transaction((tx) =>
    insertSsoToken(tx, {
      tokenHash: hashSecretToken(token),
      userId: input.userId,
      redirect,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SSO_TOKEN_VALID_SECONDS * 1000),
    }),
  );
  const query = new URLSearchParams({ tkn: token, redirect });
  return `${otherSite(config, input.isAdminHost)}/authentication/ssologin?${query}`;
}
