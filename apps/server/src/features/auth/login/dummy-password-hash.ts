import { randomBytes } from 'node:crypto';
import { hashPassword } from '@pledgethon/db';

let dummyHash: Promise<string> | undefined;

/**
 * A hash no password matches, verified when the username is unknown (or has no password), so that
 * answer takes as long as a wrong password and does not tell which accounts exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}
