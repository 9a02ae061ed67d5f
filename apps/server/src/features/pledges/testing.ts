import { randomUUID } from 'node:crypto';
import type { SubmitPledgeRequest } from '@pledgethon/contracts';
import { and, type Executor, eq, ilike, schema } from '@pledgethon/db';
import { createEvent, createParticipant } from '@pledgethon/db/testing';

/** An active Thon of 35 laps at most, with one participant, ready to take pledges. */
export async function createPledgeThon(
  db: Executor,
  overrides: {
    flatDonationsOnly?: boolean;
    maxUnits?: number;
    minimumPerUnitCents?: number;
    minimumGiftCents?: number;
  } = {},
) {
  const event = await createEvent(db, { status: 'active', maxUnits: 35, ...overrides });
  const participant = await createParticipant(db, event.id);
  return { event, participant };
}

/** A per-unit pledge of $5 a lap from a guest, paid with the test card that succeeds. */
export function pledgeRequest(
  thon: { event: { eventCode: string }; participant: { id: string } },
  overrides: Partial<SubmitPledgeRequest> = {},
): SubmitPledgeRequest {
  return {
    EventCode: thon.event.eventCode,
    ParticipantId: thon.participant.id,
    ToThon: false,
    Kind: 'per_unit',
    RateCents: 500,
    MaxCents: null,
    AmountCents: null,
    CoversFees: false,
    Donor: {
      FirstName: 'Grace',
      LastName: 'Hopper',
      Email: `donor-${randomUUID().slice(0, 8)}@example.com`,
      Phone: null,
    },
    PaymentMethod: 'test_pm_succeeds',
    IdempotencyKey: randomUUID(),
    ...overrides,
  };
}

/** The secret link of the latest e-mail to an address, as the donor would click it. */
export async function linkTokenSentTo(db: Executor, address: string): Promise<string> {
  const messages = await db
    .select({ body: schema.outboxMessages.body, createdAt: schema.outboxMessages.createdAt })
    .from(schema.outboxMessages)
    .where(eq(schema.outboxMessages.toAddress, address));
  const latest = messages.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const token = latest?.body.match(/\/pledge\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no pledge link was e-mailed to ${address}`);
  return token;
}

/** The e-mails asking a donor to pay a failed charge with another card, sent to an address. */
export function paymentRequestsTo(db: Executor, address: string) {
  return db
    .select()
    .from(schema.outboxMessages)
    .where(
      and(
        eq(schema.outboxMessages.toAddress, address),
        ilike(schema.outboxMessages.subject, '%payment needed%'),
      ),
    );
}
