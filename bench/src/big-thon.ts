import { DEMO_ACCOUNTS, type Executor, schema, sql } from '@pledgethon/db';

/** The demo organiser, granted the big Thons the load opens. */
export const DEMO_ORGANIZER_EMAIL = DEMO_ACCOUNTS.find((account) => account.key === 'organizer')?.email ?? '';

type BenchThon = Pick<
  typeof schema.events.$inferInsert,
  'name' | 'eventCode' | 'eventDate' | 'goalCents' | 'status'
> &
  Partial<typeof schema.events.$inferInsert>;

/** A bench school's Thon of laps, 35 counted at most, as `thon` names it; answers its id. */
async function insertBenchThon(db: Executor, thon: BenchThon): Promise<string> {
  const [organization] = await db
    .insert(schema.organizations)
    .values({ name: 'Bench Elementary', type: 'Elementary School', state: 'IL' })
    .returning();
  const [event] = await db
    .insert(schema.events)
    .values({
      organizationId: organization?.id ?? '',
      timeZone: 'America/Chicago',
      unitName: 'lap',
      unitNamePlural: 'laps',
      maxUnits: 35,
      ...thon,
    })
    .returning();
  return event?.id ?? '';
}

/**
 * A completed Thon written in bulk: participants with results (5 to 44 laps, 35 counted at most) and
 * per-unit pledges with saved test cards, a tenth capped by a donor maximum. Answers its id.
 */
export async function writeBigThon(
  db: Executor,
  { participants, pledgesEach }: { participants: number; pledgesEach: number },
) {
  const eventId = await insertBenchThon(db, {
    name: 'Bench Fun Run',
    eventCode: 'BENCH',
    eventDate: '2026-11-01',
    goalCents: 10_000_000,
    status: 'completed',
    completedAt: new Date(),
  });
  await db.execute(sql`insert into participants (event_id, first_name, last_name, access_code)
    select ${eventId}, 'Kid' || i, 'Runner', 'BENCH-' || i from generate_series(1, ${participants}) i`);
  await db.execute(sql`insert into results (participant_id, units)
    select id, 5 + (row_number() over (order by id) % 40) from participants where event_id = ${eventId}`);
  await db.execute(sql`insert into pledges (event_id, participant_id, donor_first_name, donor_last_name,
      donor_email, kind, rate_cents, max_cents, idempotency_key, payment_provider, saved_payment_method)
    select ${eventId}, p.id, 'Donor', 'No. ' || n, 'donor' || n || '@example.com', 'per_unit',
      50 * (1 + n % 6), case when n % 10 = 0 then 2000 else null end, 'bench-' || p.id || '-' || n, 'test',
      'test_pm_succeeds:bench'
    from participants p cross join generate_series(1, ${pledgesEach}) n where p.event_id = ${eventId}`);
  return eventId;
}

export const CAMPAIGN_EVENT_CODE = 'BIGRUN';
export const CAMPAIGN_LANDING_ADDRESS = 'bench-campaign-run';

/**
 * A Thon mid-campaign written in bulk into the demo's organisation, as a school of thousands looks a
 * week before its run: teams, a teacher's class, flat and per-unit pledges spread over two weeks, the
 * flat ones paid, a landing page, and the demo organiser granted it.
 */
export async function writeCampaignThon(
  db: Executor,
  {
    participants,
    pledgesEach,
    organizerEmail,
  }: { participants: number; pledgesEach: number; organizerEmail: string },
) {
  const [organizer] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(sql`lower(${schema.users.email}) = lower(${organizerEmail})`);
  if (!organizer) throw new Error(`no demo organiser ${organizerEmail}`);
  const eventId = await insertBenchThon(db, {
    name: 'Bench Campaign Run',
    eventCode: CAMPAIGN_EVENT_CODE,
    eventDate: '2026-12-12',
    goalCents: 25_000_000,
    status: 'active',
    publicParticipantRanking: true,
  });
  await db.insert(schema.userRoles).values({ userId: organizer.id, role: 'organizer', eventId });
  await db.execute(sql`insert into teams (event_id, name)
    select ${eventId}, 'Grade ' || i from generate_series(1, 20) i`);
  await db.execute(sql`insert into participants (event_id, first_name, last_name, access_code, team_id)
    select ${eventId}, 'Kid' || i, 'Runner ' || (i % 997), ${CAMPAIGN_EVENT_CODE} || '-' || i,
      (array(select id from teams where event_id = ${eventId} order by name))[1 + i % 20]
    from generate_series(1, ${participants}) i`);
  await db.execute(sql`insert into pledges (event_id, participant_id, donor_first_name, donor_last_name,
      donor_email, kind, rate_cents, max_cents, amount_cents, idempotency_key, created_at)
    select ${eventId}, p.id, 'Donor', 'No. ' || n, 'donor' || n || '@example.com',
      case when n % 3 = 0 then 'flat' else 'per_unit' end::pledge_kind,
      case when n % 3 = 0 then null else 50 * (1 + n % 6) end,
      case when n % 3 <> 0 and n % 5 = 0 then 2000 end,
      case when n % 3 = 0 then 1000 + 100 * n end,
      'bigrun-' || p.id || '-' || n, now() - ((n % 14) || ' days')::interval
    from participants p cross join generate_series(1, ${pledgesEach}) n where p.event_id = ${eventId}`);
  await db.execute(sql`insert into payments (event_id, participant_id, pledge_id, amount_cents, method, provider,
      status, idempotency_key)
    select event_id, participant_id, id, amount_cents, 'card', 'test', 'succeeded', 'bigrun-paid-' || id
    from pledges where event_id = ${eventId} and kind = 'flat'`);
  await db
    .insert(schema.landingPages)
    .values({ url: CAMPAIGN_LANDING_ADDRESS, title: 'Bench Campaign Run', eventId, isActive: true });
  await db.execute(sql`analyze`);
}
