import { createHash, randomBytes } from 'node:crypto';
import type { Contact, ContactProvider } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { readAddressBook } from '../../integrations/contacts/address-book';
import { contactImportRedirectUri, contactProviders } from '../../integrations/contacts/contact-providers';
import { consumeContactImportFlow, insertContactImportFlow } from './contact-import-flows.queries';

// Long enough to sign in and consent in the pop-up, short enough that a stray state is soon useless.
const FLOW_MINUTES = 10;

const randomToken = () => randomBytes(32).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest();

function configuredProvider(config: Config, id: ContactProvider) {
  const provider = contactProviders(config).find((candidate) => candidate.id === id);
  if (!provider) throw new AppError('not_found', messages.notFound);
  return provider;
}

/**
 * Step 1, "start": records a sign-in for the caller (the state's hash and a PKCE verifier) and gives
 * the provider's sign-in address for the pop-up.
 */
export async function startContactImport(
  db: Executor,
  config: Config,
  { userId, provider: id, now }: { userId: string; provider: ContactProvider; now: Date },
): Promise<{ AuthorizeUrl: string; ClientId: string }> {
  const provider = configuredProvider(config, id);
  const state = randomToken();
  const codeVerifier = randomToken();
  await insertContactImportFlow(db, {
    userId,
    provider: id,
    stateHash: sha256(state).toString('hex'),
    codeVerifier,
    expiresAt: new Date(now.getTime() + FLOW_MINUTES * 60_000),
  });
  const url = new URL(provider.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: contactImportRedirectUri(config.publicUrl),
    scope: provider.scope,
    state,
    code_challenge: sha256(codeVerifier).toString('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  return { AuthorizeUrl: url.href, ClientId: provider.clientId };
}

/**
 * Step 2, "finish": the state must be the caller's own open sign-in with this provider (it is used up
 * here), a client id sent by the browser must be ours, and the code is exchanged with the server's
 * own secret. A provider that fails is reported, never half-read.
 */
export async function finishContactImport(
  deps: { db: Executor; config: Config; log: FastifyBaseLogger },
  grant: {
    userId: string;
    provider: ContactProvider;
    code: string;
    state: string;
    clientId?: string;
    now: Date;
  },
): Promise<Contact[]> {
  const provider = configuredProvider(deps.config, grant.provider);
  if (grant.clientId !== undefined && grant.clientId !== provider.clientId) {
    throw new AppError('validation', messages.invalidData);
  }
  const codeVerifier = await consumeContactImportFlow(deps.db, {
    stateHash: sha256(grant.state).toString('hex'),
    userId: grant.userId,
    provider: grant.provider,
    now: grant.now,
  });
  if (!codeVerifier) throw new AppError('forbidden', messages.accessDenied);
  try {
    return await readAddressBook(provider, {
      code: grant.code,
      codeVerifier,
      redirectUri: contactImportRedirectUri(deps.config.publicUrl),
    });
  } catch (error) {
    deps.log.warn({ err: error, provider: grant.provider }, 'contact import failed at the provider');
    throw new AppError('rule', messages.contactImportFailed);
  }
}
