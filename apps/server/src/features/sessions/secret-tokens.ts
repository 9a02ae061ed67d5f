import { createHash, randomBytes } from 'node:crypto';

/** An unguessable token for a link or a session: 32 random bytes, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a copy of the database signs nobody in. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
