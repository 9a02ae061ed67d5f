import {
  chargeCents,
  feeSplit,
  messages,
  type PledgeTerms,
  SUGGESTED_FLAT_DONATIONS_CENTS,
  SUGGESTED_PER_UNIT_DONATIONS_CENTS,
  shiftCalendarDate,
} from '@pledgethon/core';
import type { Executor } from '../client';
import { events, participants, payments, pledgeCharges, pledges, results, teams } from '../schema/index';
import { calendarDateIn } from './calendar';
import { FIRST_NAMES, LAST_NAMES } from './names';
import type { Random } from './random';
import type { DemoMessageAbout } from './sent-messages';
import { DEMO_PAYMENT_ACCOUNT_ID } from './thon';

export const DEMO_COMPLETED_EVENT_CODE = 'MAPLE25';
const TIME_ZONE = 'America/Chicago';
const PARTICIPANTS = 60;
const MAX_UNITS = 35;
const DAY = 86_400_000;

/**
 * Last autumn's Thon of the demo school, run and charged: results entered, every card pledge charged
 * once by the test provider, most paid, some declined and in recovery (one written off, one paid
 * through its link on the second attempt), and cash and cheque pledges collected by hand. It is in the
 * demo franchisee's territory, so its account (and the super administrator) open its results, pledges,
 * collections and recovery with real-looking money; the demo organiser keeps one Thon to run.
 */
export async function insertDemoCompletedThon(
  tx: Executor,
  random: Random,
  {
    organizationId,
    franchiseeId,
    organizerId,
  }: { organizationId: string; franchiseeId: string; organizerId: string },
  now: Date,
): Promise<{
  thon: DemoMessageAbout['thon'];
  runners: { id: string; firstName: string; lastName: string }[];
}> {
  const eventDate = shiftCalendarDate(calendarDateIn(now, TIME_ZONE), -75);
  const completedAt = new Date(now.getTime() - 73 * DAY);
  const createdAt = new Date(now.getTime() - 120 * DAY);
  const told = {
    name: 'Fall Fun Run 2025 at Maple Elementary',
    eventCode: DEMO_COMPLETED_EVENT_CODE,
    eventDate,
    unitName: 'lap',
    unitNamePlural: 'laps',
    minUnits: 5,
    maxUnits: MAX_UNITS,
    fundsGoTo: 'new library books',
  };
  const [event] = await tx
    .insert(events)
    .values({
      ...told,
      organizationId,
      franchiseeId,
      timeZone: TIME_ZONE,
      goalCents: 1_200_000,
      status: 'completed',
      completedAt,
      paymentAccountId: DEMO_PAYMENT_ACCOUNT_ID,
      createdByUserId: organizerId,
      createdAt,
    })
    .returning({ id: events.id });
  if (!event) throw new Error('completed Thon not inserted');
  const eventId = event.id;
  const teamRows = await tx
    .insert(teams)
    .values(['Foxes', 'Owls', 'Bears'].map((name) => ({ eventId, name, createdAt })))
    .returning({ id: teams.id });

  const runners = await tx
    .insert(participants)
    .values(
      Array.from({ length: PARTICIPANTS }, (_, index) => ({
        eventId,
        teamId: teamRows[index % teamRows.length]?.id ?? null,
        firstName: random.pick(FIRST_NAMES),
        lastName: random.pick(LAST_NAMES),
        accessCode: `FALL25-${String(index + 1).padStart(3, '0')}`,
        status: 'completed' as const,
        completedAt,
        createdAt,
      })),
    )
    .returning({ id: participants.id, firstName: participants.firstName, lastName: participants.lastName });
  const unitsOf = new Map(runners.map((runner) => [runner.id, random.integer(8, MAX_UNITS + 5)]));
  const recordedAt = new Date(completedAt.getTime() - DAY);
  await tx.insert(results).values(
    runners.map((runner) => ({
      participantId: runner.id,
      units: unitsOf.get(runner.id) ?? 0,
      recordedByUserId: organizerId,
      recordedAt,
    })),
  );

  const pledgeRows = runners
    .flatMap((runner) => Array.from({ length: random.integer(1, 4) }, () => runner.id))
    .map((participantId, index) => {
      const isFlat = random.chance(0.35);
      const isOffline = random.chance(0.1);
      const rateCents = random.pick(SUGGESTED_PER_UNIT_DONATIONS_CENTS);
      const pledgedAt = new Date(createdAt.getTime() + random.integer(1, 40) * DAY);
      return {
        eventId,
        participantId,
        donorFirstName: random.pick(FIRST_NAMES),
        donorLastName: random.pick(LAST_NAMES),
        donorEmail: isOffline ? null : `fall.donor.${index + 1}@example.com`,
        kind: isFlat ? ('flat' as const) : ('per_unit' as const),
        rateCents: isFlat ? null : rateCents,
        maxCents: !isFlat && random.chance(0.25) ? rateCents * 25 : null,
        amountCents: isFlat ? random.pick(SUGGESTED_FLAT_DONATIONS_CENTS) : null,
        coversFees: random.chance(0.3),
        isOffline,
        status: 'submitted' as const,
        ...(isFlat || isOffline
          ? {}
          : { paymentProvider: 'test', savedPaymentMethod: 'test_pm_succeeds:demo' }),
        idempotencyKey: `demo-fall-pledge-${index + 1}`,
        createdAt: pledgedAt,
        updatedAt: pledgedAt,
      };
    });
  const inserted = await tx.insert(pledges).values(pledgeRows).returning();

  type NewPayment = typeof payments.$inferInsert;
  type NewCharge = typeof pledgeCharges.$inferInsert;
  const paid: { payment: NewPayment; charge: Omit<NewCharge, 'paymentId'> | null }[] = [];
  const unpaid: NewCharge[] = [];
  let declinedSeen = 0;
  inserted.forEach((pledge, index) => {
    const sequence = index + 1;
    const terms: PledgeTerms =
      pledge.kind === 'flat'
        ? { kind: 'flat', amountCents: pledge.amountCents ?? 0 }
        : { kind: 'per_unit', rateCents: pledge.rateCents ?? 0, donorMaxCents: pledge.maxCents };
    const due = chargeCents(terms, unitsOf.get(pledge.participantId ?? '') ?? 0, MAX_UNITS);
    const paidAt = new Date(completedAt.getTime() + (sequence % 90) * 60_000);
    const paymentOf = {
      eventId,
      participantId: pledge.participantId,
      pledgeId: pledge.id,
      status: 'succeeded' as const,
    };
    if (pledge.isOffline) {
      // Cash and cheques handed in at school, collected by the organiser.
      paid.push({
        payment: {
          ...paymentOf,
          amountCents: due,
          method: sequence % 2 === 0 ? 'cash' : 'check',
          provider: 'offline',
          idempotencyKey: `demo-fall-offline-${sequence}`,
          createdAt: paidAt,
          updatedAt: paidAt,
        },
        charge: null,
      });
      return;
    }
    // One per-lap card in twelve is declined; of those, every third was paid through its recovery
    // link on the second attempt, every third written off, and the rest wait for their next retry.
    const declined = pledge.kind === 'per_unit' && sequence % 12 === 0;
    if (declined) declinedSeen++;
    const recovered = declined && declinedSeen % 3 === 1;
    const charge = { pledgeId: pledge.id, eventId, pledgeCents: due, createdAt: paidAt };
    if (declined && !recovered) {
      const writtenOff = declinedSeen % 3 === 2;
      unpaid.push({
        ...charge,
        state: writtenOff ? 'written_off' : 'failed',
        attempt: 3,
        failure: messages.paymentDeclined,
        nextRetryAt: writtenOff ? null : new Date(now.getTime() + (1 + (sequence % 3)) * DAY),
        updatedAt: new Date(now.getTime() - DAY),
      });
      return;
    }
    const split = feeSplit(due, pledge.coversFees);
    const attempt = recovered ? 2 : 1;
    paid.push({
      payment: {
        ...paymentOf,
        amountCents: split.chargedCents,
        processingFeeCents: split.processingFeeCents,
        method: 'card',
        provider: 'test',
        providerReference: `test_demo_fall_${sequence}`,
        idempotencyKey: `pledge-charge:${pledge.id}:${attempt}`,
        createdAt: paidAt,
        updatedAt: paidAt,
      },
      charge: { ...charge, state: 'succeeded', attempt, updatedAt: paidAt },
    });
  });
  const paymentIds = await tx
    .insert(payments)
    .values(paid.map((row) => row.payment))
    .returning({ id: payments.id, pledgeId: payments.pledgeId });
  const paymentOfPledge = new Map(paymentIds.map((row) => [row.pledgeId, row.id]));
  const charged = paid.flatMap(({ charge }) =>
    charge ? [{ ...charge, paymentId: paymentOfPledge.get(charge.pledgeId) ?? null }] : [],
  );
  await tx.insert(pledgeCharges).values([...charged, ...unpaid]);
  return { thon: { ...told, id: eventId }, runners };
}
