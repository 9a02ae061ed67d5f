import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '@pledgethon/db';
import { serverSecret } from './server-secret';

const SECRET_NAME = 'unsubscribe-links';

const sign = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 32);

/**
 * The token of an unsubscribe link: the address and a signature over it. It never expires, since
 * an old e-mail's link must still work, and it can only unsubscribe the address it names.
 */
export async function unsubscribeToken(db: Executor, address: string): Promise<string> {
  const payload = Buffer.from(address.toLowerCase(), 'utf8').toString('base64url');
  return `${payload}.${sign(await serverSecret(db, SECRET_NAME), payload)}`;
}

/** The address a token names, when its signature is ours; otherwise null. */
export async function addressOfToken(db: Executor, token: string): Promise<string | null> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(await serverSecret(db, SECRET_NAME), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Buffer.from(payload, 'base64url').toString('utf8');
}

/** The public page a person opens from the link in an e-mail. */
export const unsubscribePageUrl = (publicUrl: string, token: string) => `${publicUrl}/unsubscribe/${token}`;

/** Where a mail client posts a one-click unsubscribe (RFC 8058's List-Unsubscribe-Post). */
export const oneClickUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/Messages/Unsubscribe/${token}`;
