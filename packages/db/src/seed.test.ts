import { PAGE_SIZE } from '@pledgethon/core';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from './passwords';
import { rowsOf } from './rows';
import {
  chargeTransfers,
  disputes,
  events,
  landingPages,
  messageTemplates,
  parentParticipants,
  participants,
  payments,
  pledgeCharges,
  pledgeRefunds,
  pledges,
  reminderSettings,
  results,
  sponsorUpdates,
  teams,
  userRoles,
  users,
} from './schema/index';
import { DEMO_COMPLETED_EVENT_CODE, type DemoSummary, isDatabaseEmpty, seedDemo } from './seed/index';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

// Still the evening of February 14 in Chicago: the event date counts from that day, not the UTC one.
const NOW = new Date('2026-02-15T04:30:00Z');

describe('demo seed', () => {
  let database: TestDatabase;
  let summary: DemoSummary;
  let wasEmpty: boolean;
  beforeAll(async () => {
    database = await createTestDatabase();
    wasEmpty = await isDatabaseEmpty(database.db);
    summary = await seedDemo(database.db, { now: NOW });
  });
  afterAll(() => database.close());

  const userByEmail = async (email: string) => {
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    return user;
  };

  it('is added only to an empty database', async () => {
    expect(wasEmpty).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('creates the Thon with its code, date, teams and landing page', async () => {
    expect(summary.eventCode).toBe('MAPLE26');
    const [event] = await database.db.select().from(events).where(eq(events.eventCode, 'MAPLE26'));
    expect(event).toMatchObject({
      name: 'Maple Elementary Fun Run',
      unitName: 'lap',
      unitNamePlural: 'laps',
      eventDate: '2026-03-16',
      timeZone: 'America/Chicago',
      status: 'active',
    });
    const teamNames = await database.db
      .select({ name: teams.name })
      .from(teams)
      .where(eq(teams.eventId, event?.id ?? ''));
    expect(teamNames).toHaveLength(6);
    expect(teamNames.map((team) => team.name)).toContain('Red Rockets');
    const [page] = await database.db
      .select()
      .from(landingPages)
      .where(eq(landingPages.url, summary.landingPageUrl));
    expect(page).toMatchObject({ url: 'maple-fun-run', eventId: event?.id, isActive: true });
  });

  it('has at least 150 participants, each with its own access code', async () => {
    const [row] = await database.db
      .select({ total: count(), codes: sql<number>`count(distinct lower(${participants.accessCode}))::int` })
      .from(participants);
    expect(row?.total).toBeGreaterThanOrEqual(150);
    expect(row?.codes).toBe(row?.total);
  });

  it('has pledges of both kinds, each with an idempotency key', async () => {
    const kinds = await database.db
      .select({ kind: pledges.kind, total: count() })
      .from(pledges)
      .groupBy(pledges.kind);
    expect(kinds.map((row) => row.kind).sort()).toEqual(['flat', 'per_unit']);
    const [capped] = await database.db
      .select({ total: count() })
      .from(pledges)
      .where(sql`${pledges.maxCents} is not null`);
    expect(capped?.total).toBeGreaterThan(0);
  });

  it('shows a card gift lowered and one cancelled through refunds before the Thon ends', async () => {
    const refunded = await database.db
      .select({ refund: pledgeRefunds, pledge: pledges, payment: payments })
      .from(pledgeRefunds)
      .innerJoin(pledges, eq(pledges.id, pledgeRefunds.pledgeId))
      .innerJoin(payments, eq(payments.id, pledgeRefunds.paymentId))
      .innerJoin(events, eq(events.id, pledges.eventId))
      .where(eq(events.eventCode, 'MAPLE26'))
      .orderBy(pledgeRefunds.providerReference);
    expect(
      refunded.map(({ refund, pledge, payment }) => [refund.state, pledge.status, payment.status]),
    ).toEqual([
      ['refunded', 'updated', 'succeeded'],
      ['refunded', 'cancelled', 'refunded'],
    ]);
    const [lowered, cancelled] = refunded;
    expect(lowered?.payment.refundedCents).toBe(lowered?.refund.amountCents);
    expect(lowered?.pledge.amountCents).toBe(
      (lowered?.payment.amountCents ?? 0) - (lowered?.refund.amountCents ?? 0),
    );
    expect(cancelled?.payment.refundedCents).toBe(cancelled?.payment.amountCents);
  });

  it('lists the eleven logins with their roles, all sharing the demo password', async () => {
    expect(summary.logins.map((login) => [login.username, login.role])).toEqual([
      ['admin@pledgethon.test', 'super_admin'],
      ['franchisee@pledgethon.test', 'franchisee_user'],
      ['franchisee.lead@pledgethon.test', 'franchisee_team_leader'],
      ['organizer@pledgethon.test', 'organizer'],
      ['teacher@pledgethon.test', 'teacher'],
      ['teamleader@pledgethon.test', 'team_leader'],
      ['vendor@pledgethon.test', 'vendor'],
      ['parent@pledgethon.test', 'parent'],
      ['student@pledgethon.test', 'participant'],
      ['tester@pledgethon.test', 'test_user'],
      ['inactive@pledgethon.test', 'guest'],
    ]);
    for (const login of summary.logins) {
      const user = await userByEmail(login.username);
      const roles = await database.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
      expect(roles.map((grant) => grant.role)).toEqual([login.role]);
      expect(user.status).toBe(login.username.startsWith('inactive@') ? 'inactive' : 'active');
    }
    const admin = await userByEmail('admin@pledgethon.test');
    expect(await verifyPassword(admin.passwordHash ?? '', 'Demo2026')).toBe(true);
  });

  it('scopes the roles to the Thon, its team and its franchisee', async () => {
    const teamLeader = await userByEmail('teamleader@pledgethon.test');
    const [grant] = await database.db
      .select({ teamName: teams.name })
      .from(userRoles)
      .innerJoin(teams, eq(teams.id, userRoles.teamId))
      .where(eq(userRoles.userId, teamLeader.id));
    expect(grant?.teamName).toBe('Red Rockets');

    const teacher = await userByEmail('teacher@pledgethon.test');
    const [taught] = await database.db
      .select({ total: count() })
      .from(participants)
      .where(eq(participants.teacherUserId, teacher.id));
    expect(taught?.total).toBeGreaterThan(0);
  });

  it('gives the student a participant with access code DEMO-ACCESS-1, and the parent two children', async () => {
    const student = await userByEmail('student@pledgethon.test');
    const [own] = await database.db.select().from(participants).where(eq(participants.userId, student.id));
    expect(own?.accessCode).toBe('DEMO-ACCESS-1');

    const parent = await userByEmail('parent@pledgethon.test');
    const children = await database.db
      .select()
      .from(parentParticipants)
      .where(eq(parentParticipants.parentUserId, parent.id));
    expect(children).toHaveLength(2);
    const parentAsParticipant = await database.db
      .select()
      .from(participants)
      .where(eq(participants.userId, parent.id));
    expect(parentAsParticipant).toHaveLength(0);
  });

  it('draws the same people, codes and pledges on every run', async () => {
    const fingerprint = async (db: TestDatabase['db']) => ({
      participants: await db
        .select({ name: participants.firstName, last: participants.lastName, code: participants.accessCode })
        .from(participants)
        .orderBy(participants.accessCode),
      pledges: await db
        .select({ key: pledges.idempotencyKey, rate: pledges.rateCents, amount: pledges.amountCents })
        .from(pledges)
        .orderBy(pledges.idempotencyKey),
    });
    const other = await createTestDatabase();
    try {
      await seedDemo(other.db, { now: new Date('2027-09-01T12:00:00Z') });
      expect(await fingerprint(other.db)).toEqual(await fingerprint(database.db));
    } finally {
      await other.close();
    }
  });

  it('offers the relations for nested reads', async () => {
    const event = await database.db.query.events.findFirst({
      where: eq(events.eventCode, 'MAPLE26'),
      with: { organization: { with: { franchisee: true } }, teams: true, reminderSettings: true },
    });
    expect(event?.organization.franchisee?.commissionBasisPoints).toBe(2_000);
    expect(event?.teams).toHaveLength(6);
    const parent = await database.db.query.users.findFirst({
      where: eq(users.email, 'parent@pledgethon.test'),
      with: { children: { with: { participant: { with: { pledges: true, result: true } } } } },
    });
    expect(parent?.children.map((link) => link.participant.firstName).sort()).toEqual(['Emma', 'Noah']);
  });

  it('sets up every reminder of both Thons with a built-in template', async () => {
    const settings = await database.db.select().from(reminderSettings);
    expect(settings).toHaveLength(2 * 7);
    expect(settings.every((setting) => setting.messageTemplateId !== null)).toBe(true);
    const [builtIn] = await database.db
      .select({ total: count() })
      .from(messageTemplates)
      .where(and(eq(messageTemplates.isCustom, false), sql`${messageTemplates.messageBody} like '%[%]%'`));
    expect(builtIn?.total).toBeGreaterThanOrEqual(7);
  });

  it("holds last autumn's Thon completed and charged: most paid, some in recovery, cash collected", async () => {
    const [event] = await database.db
      .select()
      .from(events)
      .where(eq(events.eventCode, DEMO_COMPLETED_EVENT_CODE));
    expect(event).toMatchObject({ status: 'completed', eventDate: '2025-12-01' });
    const eventId = event?.id ?? '';
    const [ran] = await database.db
      .select({ total: count(), recorded: sql<number>`count(${results.id})::int` })
      .from(participants)
      .leftJoin(results, eq(results.participantId, participants.id))
      .where(eq(participants.eventId, eventId));
    expect(ran?.recorded).toBe(ran?.total);
    const charges = await database.db
      .select({ state: pledgeCharges.state, attempt: pledgeCharges.attempt, total: count() })
      .from(pledgeCharges)
      .where(eq(pledgeCharges.eventId, eventId))
      .groupBy(pledgeCharges.state, pledgeCharges.attempt);
    const counted = (state: string, attempt?: number) =>
      charges
        .filter((row) => row.state === state && (attempt === undefined || row.attempt === attempt))
        .reduce((sum, row) => sum + row.total, 0);
    expect(counted('succeeded')).toBeGreaterThan(10 * counted('failed'));
    expect(counted('failed')).toBeGreaterThan(0);
    expect(counted('written_off')).toBeGreaterThan(0);
    expect(counted('succeeded', 2)).toBeGreaterThan(0);
    expect(counted('pending')).toBe(0);
    const offline = await database.db
      .select({ total: count() })
      .from(payments)
      .where(and(eq(payments.eventId, eventId), eq(payments.provider, 'offline')));
    expect(offline[0]?.total).toBeGreaterThan(0);
  });

  it("keeps each demo Thon's card money in a balanced ledger, paid out to the school once", async () => {
    const thons = await database.db.select({ id: events.id }).from(events);
    expect(thons).toHaveLength(2);
    // The running Thon's money page shows one dispute under review; last autumn's, one won and one lost.
    expect(
      (await database.db.select({ status: disputes.status }).from(disputes)).map((row) => row.status).sort(),
    ).toEqual(['lost', 'under_review', 'won']);
    for (const { id } of thons) {
      const [sums] = rowsOf<Record<string, number>>(
        await database.db.execute(sql`select
        (select coalesce(sum(amount_cents), 0)::int from ledger_lines where event_id = ${id}) as ledger,
        (select count(*)::int from (select entry_id from ledger_lines where event_id = ${id}
          group by entry_id having sum(amount_cents) <> 0) unbalanced) as unbalanced,
        (select coalesce(sum(amount_cents), 0)::int from payments
          where event_id = ${id} and method = 'card') as charged,
        (select coalesce(-sum(amount_cents), 0)::int from ledger_lines
          where event_id = ${id} and account in ('donor_pledges', 'donor_fee_cover')) as ledger_charged,
        (select coalesce(sum(refunded_cents), 0)::int from payments where event_id = ${id}) as refunded,
        (select coalesce(sum(amount_cents), 0)::int from ledger_lines
          where event_id = ${id} and account = 'donor_refunds') as ledger_refunded,
        (select count(*)::int from payouts where event_id = ${id} and status = 'paid') as payouts,
        (select coalesce(sum(amount_cents + 1500), 0)::int from disputes
          where event_id = ${id} and status <> 'won') as disputed,
        (select coalesce(sum(amount_cents), 0)::int from ledger_lines
          where event_id = ${id} and account = 'disputes') as ledger_disputed`),
      );
      expect(sums).toMatchObject({ ledger: 0, unbalanced: 0, payouts: 1 });
      expect(sums?.ledger_disputed).toBe(sums?.disputed);
      expect(sums?.ledger_charged).toBe(sums?.charged);
      expect(sums?.ledger_refunded).toBe(sums?.refunded);
    }
  });

  it("splits last autumn's card charges to the school and the franchise, one commission refused and owed", async () => {
    const [event] = await database.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.eventCode, DEMO_COMPLETED_EVENT_CODE));
    const [split] = rowsOf<Record<string, number>>(
      await database.db.execute(sql`select
        (select count(*)::int from payments p where p.event_id = ${event?.id} and p.method = 'card'
          and p.status = 'succeeded') as paid,
        (select count(*)::int from charge_splits s join payments p on p.id = s.payment_id
          where p.event_id = ${event?.id}) as splits,
        (select coalesce(sum(s.school_cents + s.commission_cents + s.platform_fee_cents + s.processing_fee_cents), 0)::int
          from charge_splits s join payments p on p.id = s.payment_id where p.event_id = ${event?.id}) as split_cents,
        (select coalesce(sum(p.amount_cents), 0)::int from payments p join charge_splits s on s.payment_id = p.id
          where p.event_id = ${event?.id}) as charged_cents`),
    );
    expect(split?.splits).toBe(split?.paid);
    expect(split?.split_cents).toBe(split?.charged_cents);
    const transfers = await database.db
      .select({
        share: chargeTransfers.share,
        state: chargeTransfers.state,
        refusal: chargeTransfers.refusal,
      })
      .from(chargeTransfers);
    expect(transfers.filter((transfer) => transfer.state === 'refused')).toEqual([
      { share: 'commission', state: 'refused', refusal: expect.stringContaining('capabilities enabled') },
    ]);
    expect(transfers.filter((transfer) => transfer.state === 'made').length).toBe(
      2 * (split?.splits ?? 0) - 1,
    );
  });

  it("posts enough sponsor updates that the Thon page's list runs onto a second page", async () => {
    const updates = await database.db
      .select()
      .from(sponsorUpdates)
      .where(isNull(sponsorUpdates.participantId));
    expect(updates.length).toBeGreaterThan(PAGE_SIZE);
  });
});
