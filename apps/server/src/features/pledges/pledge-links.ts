import { createHash, randomBytes } from 'node:crypto';
import { type Executor, eq, schema } from '@pledgethon/db';

const { pledgeLinks } = schema;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new secret link to the pledge: the token goes into one e-mail, only its hash is kept. */
export async function createPledgeLink(db: Executor, { pledgeId }: { pledgeId: string }): Promise<string> {
  const [token = ''] = await createPledgeLinks(db, [pledgeId]);
  return token;
}

/** A new link to each of these pledges, in one statement; the tokens in the pledges' order. */
export async function createPledgeLinks(db: Executor, pledgeIds: string[]): Promise<string[]> {
  const tokens = pledgeIds.map(() => randomBytes(32).toString('base64url'));
  if (pledgeIds.length > 0)
    await db
      .insert(pledgeLinks)
      .values(pledgeIds.map((pledgeId, index) => ({ tokenHash: hashOf(tokens[index] ?? ''), pledgeId })));
  return tokens;
}

/** The pledge a link's token opens, or undefined. */
export async function findPledgeIdByToken(db: Executor, { token }: { token: string }) {
  const [row] = await db
    .select({ pledgeId: pledgeLinks.pledgeId })
    .from(pledgeLinks)
    .where(eq(pledgeLinks.tokenHash, hashOf(token)))
    .limit(1);
  return row?.pledgeId;
}

/** The page a donor's link opens. */
export const pledgeLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/pledge/${token}`;
