import {
  processingFeeCents,
  SUGGESTED_FLAT_DONATIONS_CENTS,
  SUGGESTED_PER_UNIT_DONATIONS_CENTS,
} from '@pledgethon/core';
import type { Executor } from '../client';
import { payments, pledgeCharges, pledges } from '../schema/index';
import { FIRST_NAMES, LAST_NAMES } from './names';
import type { DemoParticipant, DemoParticipants } from './participants';
import type { DemoUserIds } from './people';
import type { Random } from './random';

type NewPledge = typeof pledges.$inferInsert;
type Donor = Pick<NewPledge, 'donorFirstName' | 'donorLastName' | 'donorUserId'>;

// A donor's cap in laps' worth, below the Thon's maximum, so capped pledges show in totals.
const DONOR_CAP_UNITS = 20;

/**
 * Pledges of both kinds from relatives, neighbours and the demo parent. Flat pledges are paid when
 * made (by card through the test provider, or in cash when entered offline, half of which is still to
 * be collected); per-unit ones wait for the results.
 */
export async function insertDemoPledges(
  tx: Executor,
  random: Random,
  userIds: DemoUserIds,
  eventId: string,
  participants: DemoParticipants,
  now: Date,
): Promise<void> {
  const rows: NewPledge[] = [];
  const add = (participant: DemoParticipant, donor: Donor) =>
    rows.push(demoPledge(random, eventId, participant, donor, rows.length + 1, now));

  const family = new Set<DemoParticipant>(participants.family);
  for (const participant of participants.all) {
    // The demo parent pledges to both her children, and each of them has a few sponsors to show.
    const isFamily = family.has(participant);
    if (isFamily)
      add(participant, { donorFirstName: 'Laura', donorLastName: 'Carter', donorUserId: userIds.parent });
    const sponsorCount = isFamily ? 4 : random.integer(0, 4);
    for (let index = 0; index < sponsorCount; index++) {
      // About half the sponsors are family, sharing the participant's last name.
      const donorLastName = random.chance(0.5) ? participant.lastName : random.pick(LAST_NAMES);
      add(participant, { donorFirstName: random.pick(FIRST_NAMES), donorLastName });
    }
  }
  const inserted = await tx.insert(pledges).values(rows).returning();

  // Cash promised offline is collected by hand: every other such pledge is still outstanding.
  let offlineSeen = 0;
  const paidNow = inserted.flatMap((pledge) => {
    if (pledge.kind !== 'flat' || pledge.amountCents === null) return [];
    if (pledge.isOffline && offlineSeen++ % 2 === 1) return [];
    return [{ ...pledge, amountCents: pledge.amountCents }];
  });
  const paid = await tx
    .insert(payments)
    .values(
      paidNow.map((pledge, index) => ({
        eventId,
        participantId: pledge.participantId,
        pledgeId: pledge.id,
        amountCents: pledge.amountCents,
        // What the test provider reports keeping of a card gift (decision 052's model of the fee).
        processingFeeCents: pledge.isOffline ? 0 : processingFeeCents(pledge.amountCents),
        method: pledge.isOffline ? ('cash' as const) : ('card' as const),
        provider: pledge.isOffline ? 'offline' : 'test',
        providerReference: pledge.isOffline ? null : `test_demo_${index + 1}`,
        status: 'succeeded' as const,
        idempotencyKey: `demo-payment-${index + 1}`,
        createdAt: pledge.createdAt,
        updatedAt: pledge.createdAt,
      })),
    )
    .returning();
  // Gifts charged by card when they were made carry their charge, as the pledge form records it.
  const byCard = paid.filter((payment) => payment.method === 'card' && payment.pledgeId !== null);
  await tx.insert(pledgeCharges).values(
    byCard.map((payment) => ({
      pledgeId: payment.pledgeId ?? '',
      eventId,
      pledgeCents: payment.amountCents,
      state: 'succeeded' as const,
      paymentId: payment.id,
      createdAt: payment.createdAt,
      updatedAt: payment.createdAt,
    })),
  );
}

function demoPledge(
  random: Random,
  eventId: string,
  participant: DemoParticipant,
  donor: Donor,
  sequence: number,
  now: Date,
): NewPledge {
  const isFlat = random.chance(0.4);
  const isOffline = random.chance(0.1);
  const isUpdated = random.chance(0.15);
  const createdAt = between(random, participant.createdAt, now);
  const rateCents = random.pick(SUGGESTED_PER_UNIT_DONATIONS_CENTS);
  const email = `${donor.donorFirstName}.${donor.donorLastName}.${sequence}@example.com`.toLowerCase();
  return {
    eventId,
    participantId: participant.id,
    ...donor,
    donorEmail: isOffline ? null : email,
    // 555-01xx numbers are reserved for fiction.
    donorPhone: random.chance(0.3) ? `312555${String(100 + (sequence % 100)).padStart(4, '0')}` : null,
    kind: isFlat ? 'flat' : 'per_unit',
    rateCents: isFlat ? null : rateCents,
    maxCents: !isFlat && random.chance(0.3) ? rateCents * DONOR_CAP_UNITS : null,
    amountCents: isFlat ? random.pick(SUGGESTED_FLAT_DONATIONS_CENTS) : null,
    status: isUpdated ? 'updated' : 'submitted',
    isOffline,
    // Card pledges per lap keep a test card for charging after the results; every eighth is the card
    // that is declined then, so completing the demo Thon shows the recovery of failed payments.
    ...(isFlat || isOffline
      ? {}
      : {
          paymentProvider: 'test',
          savedPaymentMethod: sequence % 8 === 0 ? 'test_pm_fails_later:demo' : 'test_pm_succeeds:demo',
        }),
    idempotencyKey: `demo-pledge-${sequence}`,
    createdAt,
    updatedAt: isUpdated ? between(random, createdAt, now) : createdAt,
  };
}

function between(random: Random, start: Date, end: Date): Date {
  return new Date(start.getTime() + Math.floor(random.next() * (end.getTime() - start.getTime())));
}
