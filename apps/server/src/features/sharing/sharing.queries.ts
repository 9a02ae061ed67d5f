import { and, type Executor, eq, inArray, isNull, schema, sql } from '@pledgethon/db';

const {
  events,
  messageTemplates,
  parentParticipants,
  participants,
  reminderSettings,
  shareRecipients,
  shares,
} = schema;

/**
 * The participant with their Thon, when `userId` may share for them as the participant themselves or
 * as their parent; nothing otherwise, and nothing for a participant removed from the Thon.
 */
export async function findOwnParticipant(
  db: Executor,
  { participantId, userId }: { participantId: string; userId: string },
) {
  const [row] = await db
    .select({ participant: participants, event: events })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .where(
      and(
        eq(participants.id, participantId),
        isNull(participants.removedAt),
        sql`(${participants.userId} = ${userId} or exists (select 1 from ${parentParticipants} where ${parentParticipants.participantId} = ${participants.id} and ${parentParticipants.parentUserId} = ${userId}))`,
      ),
    )
    .limit(1);
  return row;
}

/** The participant with their Thon, for staff whose reach the caller has already checked. */
export async function findParticipantWithThon(db: Executor, { participantId }: { participantId: string }) {
  const [row] = await db
    .select({ participant: participants, event: events })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .where(and(eq(participants.id, participantId), isNull(participants.removedAt)))
    .limit(1);
  return row;
}

/** People reached for a participant: every recipient of every share (a social post counts one). */
export async function countShares(db: Executor, { participantId }: { participantId: string }) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${shares.recipientCount}), 0)::integer` })
    .from(shares)
    .where(eq(shares.participantId, participantId));
  return row?.total ?? 0;
}

/** Holds the participant's row to the end of the transaction, so two shares at once count each address once. */
export async function lockParticipant(db: Executor, { participantId }: { participantId: string }) {
  await db
    .select({ id: participants.id })
    .from(participants)
    .where(eq(participants.id, participantId))
    .for('update');
}

/** Which of `addresses` were already invited for the participant. */
export async function invitedAddresses(
  db: Executor,
  { participantId, addresses }: { participantId: string; addresses: string[] },
): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const rows = await db
    .select({ address: shareRecipients.address })
    .from(shareRecipients)
    .where(
      and(eq(shareRecipients.participantId, participantId), inArray(shareRecipients.address, addresses)),
    );
  return new Set(rows.map((row) => row.address));
}

/** One share and the addresses it reached; returns the share's id. */
export async function insertShare(
  db: Executor,
  share: {
    participantId: string;
    /** Null for a donor sharing from their pledge's link, who need not have an account. */
    userId: string | null;
    channel: 'email' | 'sms' | 'social';
    recipientCount: number;
    addresses: string[];
  },
): Promise<string> {
  const [row] = await db
    .insert(shares)
    .values({
      participantId: share.participantId,
      sharedByUserId: share.userId,
      channel: share.channel,
      recipientCount: share.recipientCount,
    })
    .returning({ id: shares.id });
  if (!row) throw new Error('share not inserted');
  if (share.addresses.length > 0) {
    await db
      .insert(shareRecipients)
      .values(
        share.addresses.map((address) => ({ shareId: row.id, participantId: share.participantId, address })),
      );
  }
  return row.id;
}

/** The Thon's text share setting (hold window, zone) and the text of its template, if one is attached. */
export async function findTextShareSetting(db: Executor, { eventId }: { eventId: string }) {
  const [row] = await db
    .select({ setting: reminderSettings, templateBody: messageTemplates.messageBody })
    .from(reminderSettings)
    .leftJoin(
      messageTemplates,
      and(eq(messageTemplates.id, reminderSettings.messageTemplateId), eq(messageTemplates.isActive, true)),
    )
    .where(and(eq(reminderSettings.eventId, eventId), eq(reminderSettings.key, 'ParticipantSMSShare')))
    .limit(1);
  return row;
}
