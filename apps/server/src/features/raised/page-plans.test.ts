import { type DatabaseConnection, eq, rowsOf, schema, sql } from '@pledgethon/db';
import { createEvent, createTestDatabase, createUser, type TestDatabase } from '@pledgethon/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordQueries, sequentialScans } from '../../testing/query-plans';
import { loadDashboard, loadDashboardActivity, loadDashboardParticipants } from '../dashboard/dashboard';
import { findShownLandingPage } from '../landing-pages/public-page.queries';
import { findChildPledges } from '../parents/parents.queries';
import { averageUnits } from '../pledges/pledges.queries';
import { publicEvent, publicParticipant } from '../public-thon/public-thon';
import { listThonParticipants } from '../thon-participants/thon-participants.queries';
import type { ThonReach } from '../thons/thon-reach';
import { findThon } from '../thons/thon-reach.queries';
import { pledgedCents, sumOf } from './raised';

const CHILDREN = 3_000;
const PLEDGES_EACH = 10;
const TEAMS = 20;

/**
 * A big Thon written in bulk, as a school of thousands looks on event day: teams, a class, results
 * and ten pledges a child, flat and per unit. The totals follow through the database's own triggers.
 */
async function bigThon({ db }: DatabaseConnection) {
  const event = await createEvent(db, { maxUnits: 35, publicParticipantRanking: true });
  const teacher = await createUser(db);
  await db.execute(sql`insert into teams (event_id, name)
    select ${event.id}, 'Team ' || i from generate_series(1, ${TEAMS}) i`);
  await db.execute(sql`insert into participants (event_id, first_name, last_name, access_code, team_id, teacher_user_id)
    select ${event.id}, 'Kid' || i, 'Runner ' || (i % 997), ${event.eventCode} || '-' || i,
      (array(select id from teams where event_id = ${event.id} order by name))[1 + i % ${TEAMS}],
      case when i % 100 = 0 then ${teacher.id}::uuid end
    from generate_series(1, ${CHILDREN}) i`);
  await db.execute(sql`insert into results (participant_id, units)
    select id, 5 + (row_number() over (order by id) % 40) from participants where event_id = ${event.id}`);
  await db.execute(sql`insert into pledges (event_id, participant_id, donor_first_name, donor_last_name, kind,
      rate_cents, max_cents, amount_cents, idempotency_key, created_at)
    select ${event.id}, p.id, 'Donor', 'No. ' || n,
      case when n % 3 = 0 then 'flat' else 'per_unit' end::pledge_kind,
      case when n % 3 = 0 then null else 50 * (1 + n % 6) end,
      case when n % 3 <> 0 and n % 5 = 0 then 2000 end,
      case when n % 3 = 0 then 1000 + 100 * n end,
      'big-' || p.id || '-' || n, now() - (n || ' days')::interval
    from participants p cross join generate_series(1, ${PLEDGES_EACH}) n where p.event_id = ${event.id}`);
  // Each flat pledge paid, a tenth of them refunded in part: the dashboard's collected (decision 141).
  await db.execute(sql`insert into payments (event_id, participant_id, pledge_id, amount_cents, refunded_cents,
      method, provider, status, idempotency_key)
    select event_id, participant_id, id, amount_cents, case when amount_cents % 1000 = 500 then 100 else 0 end,
      'card', 'test', 'succeeded', 'paid-' || id
    from pledges where event_id = ${event.id} and kind = 'flat'`);
  await db
    .insert(schema.landingPages)
    .values({ url: `big${event.eventCode}`, title: 'Big run', eventId: event.id });
  // The planner's statistics, as the planner-statistics job gathers them after a bulk change (decision 132).
  await db.execute(sql`analyze`);
  const thon = await findThon(db, { eventId: event.id });
  const [team] = await db
    .select({ id: schema.teams.id })
    .from(schema.teams)
    .where(eq(schema.teams.eventId, event.id));
  const [child] = await db
    .select({ id: schema.participants.id })
    .from(schema.participants)
    .where(eq(schema.participants.eventId, event.id))
    .limit(1);
  if (!thon || !team || !child) throw new Error('the big Thon was not written');
  const reach = (participants: ThonReach['participants']): ThonReach => ({
    event: thon,
    as: 'organizer',
    participants,
  });
  return {
    event,
    child,
    landingAddress: `big${event.eventCode}`,
    teamId: team.id,
    whole: reach({ kind: 'all' }),
    team: reach({ kind: 'team', teamId: team.id }),
    classOf: reach({ kind: 'class', teacherUserId: teacher.id }),
  };
}

describe('the pages that show raised, on a big Thon (decision 136)', () => {
  let database: TestDatabase;
  let thon: Awaited<ReturnType<typeof bigThon>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    thon = await bigThon(database);
  }, 120_000);
  afterAll(() => database.close());

  const page = (query: Partial<Parameters<typeof loadDashboardParticipants>[2]> = {}) => ({
    page: 1,
    progress: 'all' as const,
    ...query,
  });
  // Each page's call, and how many statements it may send: a fixed number, whatever the Thon's size.
  const pages: [string, number, () => Promise<unknown>][] = [
    ['the dashboard of the whole Thon', 1, () => loadDashboard(database.db, thon.whole)],
    ["the dashboard of a team's leader", 1, () => loadDashboard(database.db, thon.team)],
    ["the dashboard of a teacher's class", 1, () => loadDashboard(database.db, thon.classOf)],
    ["the dashboard's activity", 2, () => loadDashboardActivity(database.db, thon.whole, 1)],
    ["the dashboard's 40th page of activity", 2, () => loadDashboardActivity(database.db, thon.whole, 40)],
    ["a team leader's activity", 2, () => loadDashboardActivity(database.db, thon.team, 1)],
    [
      "the dashboard's first page of participants",
      1,
      () => loadDashboardParticipants(database.db, thon.whole, page()),
    ],
    [
      "the dashboard's 40th page of participants",
      1,
      () => loadDashboardParticipants(database.db, thon.whole, page({ page: 40 })),
    ],
    ["the pledge form's expected units", 1, () => averageUnits(database.db, { eventId: thon.event.id })],
    ['the landing page', 1, () => findShownLandingPage(database.db, { address: thon.landingAddress })],
    ["the Thon's public page", 5, () => publicEvent(database.db, thon.event.eventCode)],
    [
      "a participant's public page",
      3,
      () => publicParticipant(database.db, thon.event.eventCode, thon.child.id),
    ],
    [
      "a team's participants on the dashboard, below their goal",
      1,
      () =>
        loadDashboardParticipants(database.db, thon.whole, page({ teamId: thon.teamId, progress: 'below' })),
    ],
    [
      "the staff's list of a teacher's class",
      1,
      () =>
        listThonParticipants(database.db, {
          eventId: thon.event.id,
          reach: thon.classOf.participants,
          page: 1,
          pageSize: 25,
        }),
    ],
    [
      "the staff's list of the Thon's participants",
      1,
      () =>
        listThonParticipants(database.db, {
          eventId: thon.event.id,
          reach: { kind: 'all' },
          page: 3,
          pageSize: 25,
        }),
    ],
  ];

  it.each(pages)(
    'answers %s in %i statements, none scanning pledges, participants or payments',
    async (_, statements, open) => {
      const queries = await recordQueries(database, open);
      expect(queries).toHaveLength(statements);
      for (const query of queries) {
        const scanned = await sequentialScans(database, query);
        expect(
          scanned.filter((table) => ['pledges', 'participants', 'payments'].includes(table)),
          query.text,
        ).toEqual([]);
      }
    },
  );

  it("reads a parent's pledges by key: the list's function touches a few dozen pages of the big Thon", async () => {
    const parent = await createUser(database.db);
    await database.db
      .insert(schema.parentParticipants)
      .values({ parentUserId: parent.id, participantId: thon.child.id });
    const queries = await recordQueries(database, () =>
      findChildPledges(database.db, { parentUserId: parent.id }),
    );
    expect(queries).toHaveLength(1);
    // The plan inside a function is its own; the pages its statements read count toward the call's.
    const [explained] = rowsOf<Record<string, unknown>>(
      await database.db.execute(
        sql`explain (analyze, buffers, format json) select * from child_pledges(${parent.id})`,
      ),
    );
    const cell = Object.values(explained ?? {})[0];
    const [{ Plan: plan }] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [
      { Plan: { 'Actual Rows': number; 'Shared Hit Blocks': number; 'Shared Read Blocks': number } },
    ];
    expect(plan['Actual Rows']).toBe(PLEDGES_EACH);
    expect(plan['Shared Hit Blocks'] + plan['Shared Read Blocks']).toBeLessThan(200);
  });

  it('shows the totals a fresh count gives', async () => {
    const dashboard = await loadDashboard(database.db, thon.whole);
    expect(dashboard.ParticipantCount).toBe(CHILDREN);
    expect(dashboard.PledgeCount).toBe(CHILDREN * PLEDGES_EACH);
    const [fresh] = await database.db
      .select({ cents: sumOf(pledgedCents) })
      .from(schema.pledges)
      .where(eq(schema.pledges.eventId, thon.event.id));
    expect(dashboard.PledgedCents).toBe(fresh?.cents);
    const [paid] = await database.db
      .select({ cents: sql<number>`sum(amount_cents - refunded_cents)`.mapWith(Number) })
      .from(schema.payments)
      .where(eq(schema.payments.eventId, thon.event.id));
    expect(paid?.cents).toBeGreaterThan(0);
    expect(dashboard.CollectedCents).toBe(paid?.cents);
    const activity = await loadDashboardActivity(database.db, thon.whole, 1);
    expect(activity.Total).toBe(CHILDREN * PLEDGES_EACH);
    expect(activity.Items[0]?.CreatedAt).toBe(
      activity.Items.map((item) => item.CreatedAt)
        .sort()
        .at(-1),
    );
  });
});
