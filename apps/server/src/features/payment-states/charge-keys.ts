import { type SQL, type SQLWrapper, sql } from '@pledgethon/db';

/** The idempotency key of one attempt at charging a pledge: kept with the payment, sent to the provider. */
export const chargeKey = (pledgeId: string, attempt: number) => `pledge-charge:${pledgeId}:${attempt}`;

/** The same key, made by the database from a charge row's pledge and attempt columns. */
export const chargeKeyOf = (pledgeId: SQLWrapper, attempt: SQLWrapper): SQL =>
  sql`'pledge-charge:' || ${pledgeId} || ':' || ${attempt}`;

/** `pledge-charge:{pledge}:{attempt}` -> the attempt, when the key is that pledge's. */
export function attemptOfKey(pledgeId: string, key: string): number | undefined {
  const match = /^pledge-charge:([0-9a-f-]{36}):([1-9][0-9]{0,8})$/.exec(key);
  return match && match[1] === pledgeId ? Number(match[2]) : undefined;
}
