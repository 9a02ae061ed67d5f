import { and, asc, type Executor, eq, isNotNull, isNull, lt, ne, schema, sql } from '@pledgethon/db';

const { eventTotals, events, organizations, participants, pledgeCharges, pledges } = schema;

/** A Thon by its code (any letter case), with what a pledge form and the pledge rules need. */
export async function findPledgeThon(db: Executor, { eventCode }: { eventCode: string }) {
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      eventCode: events.eventCode,
      status: events.status,
      unitName: events.unitName,
      unitNamePlural: events.unitNamePlural,
      maxUnits: events.maxUnits,
      flatDonationsOnly: events.flatDonationsOnly,
      minimumPerUnitCents: events.minimumPerUnitCents,
      minimumGiftCents: events.minimumGiftCents,
      fundsGoTo: events.fundsGoTo,
      organizationName: organizations.name,
    })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(sql`lower(${events.eventCode}) = lower(${eventCode})`)
    .limit(1);
  return row;
}

/** A participant of the Thon who can still receive pledges (not removed). */
export async function findPledgeParticipant(
  db: Executor,
  { eventId, participantId }: { eventId: string; participantId: string },
) {
  const [row] = await db
    .select({
      id: participants.id,
      firstName: participants.firstName,
      lastName: participants.lastName,
      publicFullNameOptIn: participants.publicFullNameOptIn,
      completedAt: participants.completedAt,
    })
    .from(participants)
    .where(
      and(
        eq(participants.id, participantId),
        eq(participants.eventId, eventId),
        isNull(participants.removedAt),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The Thon's average of recorded units, rounded, or null before any result is in: from the count and
 * sum of its results the database keeps (decision 136), not from the Thon's results.
 */
export async function averageUnits(db: Executor, { eventId }: { eventId: string }): Promise<number | null> {
  const [row] = await db
    .select({
      average: sql<
        string | null
      >`${eventTotals.resultUnits}::numeric / nullif(${eventTotals.resultCount}, 0)`,
    })
    .from(eventTotals)
    .where(eq(eventTotals.eventId, eventId));
  return row?.average == null ? null : Math.round(Number(row.average));
}

export type NewPledge = typeof pledges.$inferInsert;

/** Inserts the pledge unless its idempotency key is taken; answers the row under the key either way. */
export async function insertPledgeOnce(db: Executor, values: NewPledge) {
  const [inserted] = await db
    .insert(pledges)
    .values(values)
    .onConflictDoNothing({ target: pledges.idempotencyKey })
    .returning();
  if (inserted) return { pledge: inserted, created: true };
  const [existing] = await db
    .select()
    .from(pledges)
    .where(eq(pledges.idempotencyKey, values.idempotencyKey))
    .limit(1);
  if (!existing) throw new Error(`pledge under key ${values.idempotencyKey} vanished`);
  return { pledge: existing, created: false };
}

export async function findPledge(db: Executor, { pledgeId }: { pledgeId: string }) {
  const [row] = await db.select().from(pledges).where(eq(pledges.id, pledgeId)).limit(1);
  return row;
}
export type PledgeRecord = NonNullable<Awaited<ReturnType<typeof findPledge>>>;

/**
 * Records the card the provider saved, unless the pledge already has one (a resumed submission, a
 * webhook after the form). Answers whether it was recorded now.
 */
export async function recordSavedCard(
  db: Executor,
  { pledgeId, provider, savedMethod }: { pledgeId: string; provider: string; savedMethod: string },
): Promise<boolean> {
  const rows = await db
    .update(pledges)
    .set({ paymentProvider: provider, savedPaymentMethod: savedMethod, cardToSave: null })
    .where(and(eq(pledges.id, pledgeId), isNull(pledges.savedPaymentMethod)))
    .returning({ id: pledges.id });
  return rows.length > 0;
}

/**
 * The provider answered about the card given at the form without saving it: it refused it (the
 * pledge is withdrawn, decision 051) or its bank runs its own check, which the donor runs at the form.
 */
export async function answerCardToSave(
  db: Executor,
  { pledgeId, refused }: { pledgeId: string; refused: boolean },
) {
  await db
    .update(pledges)
    .set(refused ? { cardToSave: null, status: 'cancelled' } : { cardToSave: null })
    .where(eq(pledges.id, pledgeId));
}

/** Pledges stored with a card whose saving got no recorded answer, stored before `olderThan`. */
export async function listCardsToSave(
  db: Executor,
  { olderThan, limit }: { olderThan: Date; limit: number },
) {
  return db
    .select({
      id: pledges.id,
      cardToSave: sql<string>`${pledges.cardToSave}`,
      donorEmail: pledges.donorEmail,
    })
    .from(pledges)
    .where(
      and(isNotNull(pledges.cardToSave), lt(pledges.createdAt, olderThan), ne(pledges.status, 'cancelled')),
    )
    .orderBy(asc(pledges.createdAt))
    .limit(limit);
}

export async function setPledgeStatus(
  db: Executor,
  { pledgeId, status }: { pledgeId: string; status: 'updated' | 'cancelled' },
) {
  await db.update(pledges).set({ status }).where(eq(pledges.id, pledgeId));
}

/** The pledge's charge is in `state`, read in the statement that acts on it. */
const chargeStands = (state: schema.PledgeChargeState) =>
  sql`exists (select 1 from ${pledgeCharges} where ${pledgeCharges.pledgeId} = ${pledges.id}
    and ${pledgeCharges.state} = ${state})`;

/**
 * A gift refused at its form is withdrawn (decision 100), but only while its charge stands refused:
 * a refusal that reaches us after the payment succeeded finds nothing to withdraw (decision 116).
 */
export async function withdrawRefusedGift(db: Executor, { pledgeId }: { pledgeId: string }) {
  await db
    .update(pledges)
    .set({ status: 'cancelled' })
    .where(and(eq(pledges.id, pledgeId), ne(pledges.status, 'cancelled'), chargeStands('failed')));
}

/**
 * A gift withdrawn at its form whose charge the provider took after all (the same intent passed its
 * bank's check on another try) stands again: the money was taken (decision 116). Answers whether
 * it moved.
 */
export async function reinstatePaidGift(db: Executor, { pledgeId }: { pledgeId: string }) {
  const rows = await db
    .update(pledges)
    .set({ status: 'submitted' })
    .where(
      and(
        eq(pledges.id, pledgeId),
        eq(pledges.kind, 'flat'),
        eq(pledges.status, 'cancelled'),
        chargeStands('succeeded'),
      ),
    )
    .returning({ id: pledges.id });
  return rows.length > 0;
}

export async function updatePledgeTerms(
  db: Executor,
  {
    pledgeId,
    terms,
  }: {
    pledgeId: string;
    terms: Pick<NewPledge, 'kind' | 'rateCents' | 'maxCents' | 'amountCents' | 'coversFees'>;
  },
) {
  await db
    .update(pledges)
    .set({ ...terms, status: 'updated' })
    .where(eq(pledges.id, pledgeId));
}

/** A pledge with its Thon, participant and charge: what a donor's link shows. */
export async function findManagedPledge(db: Executor, { pledgeId }: { pledgeId: string }) {
  const [row] = await db
    .select({
      pledge: pledges,
      eventName: events.name,
      eventCode: events.eventCode,
      eventStatus: events.status,
      unitName: events.unitName,
      unitNamePlural: events.unitNamePlural,
      maxUnits: events.maxUnits,
      flatDonationsOnly: events.flatDonationsOnly,
      minimumPerUnitCents: events.minimumPerUnitCents,
      minimumGiftCents: events.minimumGiftCents,
      participantFirstName: participants.firstName,
      participantLastName: participants.lastName,
      publicFullName: participants.publicFullNameOptIn,
      participantCompletedAt: participants.completedAt,
      chargeState: schema.pledgeCharges.state,
      chargeCents: schema.pledgeCharges.pledgeCents,
    })
    .from(pledges)
    .innerJoin(events, eq(events.id, pledges.eventId))
    .leftJoin(participants, eq(participants.id, pledges.participantId))
    .leftJoin(schema.pledgeCharges, eq(schema.pledgeCharges.pledgeId, pledges.id))
    .where(eq(pledges.id, pledgeId))
    .limit(1);
  return row;
}

/** The pledge a form submitted under its idempotency key: the key is the submission's own secret. */
export async function findPledgeByKey(db: Executor, { idempotencyKey }: { idempotencyKey: string }) {
  const [row] = await db.select().from(pledges).where(eq(pledges.idempotencyKey, idempotencyKey)).limit(1);
  return row;
}
