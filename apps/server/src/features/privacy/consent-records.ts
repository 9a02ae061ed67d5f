import type { ConsentKind, ConsentLanguage, ConsentWithdrawal } from '@pledgethon/core';
import { and, type Executor, eq, inArray, isNull, schema } from '@pledgethon/db';
import { consentTexts } from '@pledgethon/texts';

const { consents } = schema;

const inList = (participantIds: string[]) => inArray(consents.participantId, participantIds);

/**
 * Brings a child's consent of one kind to the parent's latest choice: a new record with the words
 * the parent saw when they give it, the standing record closed when they withdraw it. Choosing what
 * already stands changes nothing, so the record's time stays the time it was first given.
 */
export async function recordConsentChoice(
  db: Executor,
  input: {
    participantId: string;
    kind: ConsentKind;
    given: boolean;
    userId: string;
    language: ConsentLanguage;
  },
): Promise<void> {
  const [standing] = await db
    .select({ id: consents.id })
    .from(consents)
    .where(
      and(
        eq(consents.participantId, input.participantId),
        eq(consents.kind, input.kind),
        isNull(consents.withdrawnAt),
      ),
    )
    .limit(1);
  if (input.given && !standing) {
    await db.insert(consents).values({
      participantId: input.participantId,
      kind: input.kind,
      givenByUserId: input.userId,
      textShown: consentTexts[input.language][input.kind],
    });
  }
  if (!input.given && standing) {
    await db
      .update(consents)
      .set({ withdrawnAt: new Date(), withdrawnByUserId: input.userId, withdrawal: 'parent' })
      .where(eq(consents.id, standing.id));
  }
}

/** Closes every consent still standing for the child, as a deletion or the retention ended it. */
export async function withdrawAllConsents(
  db: Executor,
  participantIds: string[],
  withdrawal: Exclude<ConsentWithdrawal, 'parent'>,
  userId: string | null,
): Promise<number> {
  if (participantIds.length === 0) return 0;
  const closed = await db
    .update(consents)
    .set({ withdrawnAt: new Date(), withdrawnByUserId: userId, withdrawal })
    .where(and(inList(participantIds), isNull(consents.withdrawnAt)))
    .returning({ id: consents.id });
  return closed.length;
}
