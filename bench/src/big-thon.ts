import { type Executor, schema, sql } from '@pledgethon/db';

/**
 * A completed Thon written in bulk: participants with results (5 to 44 laps, 35 counted at most) and
 * per-unit pledges with saved test cards, a tenth capped by a donor maximum. Answers its id.
 */
export async function writeBigThon(
  db: Executor,
  { participants, pledgesEach }: { participants: number; pledgesEach: number },
) {
  const [organization] = await db
    .insert(schema.organizations)
    .values({ name: 'Bench Elementary', type: 'Elementary School', state: 'IL' })
    .returning();
  const [event] = await db
    .insert(schema.events)
    .values({
      organizationId: organization?.id ?? '',
      name: 'Bench Fun Run',
      eventCode: 'BENCH',
      eventDate: '2026-11-01',
      timeZone: 'America/Chicago',
      unitName: 'lap',
      unitNamePlural: 'laps',
      maxUnits: 35,
      goalCents: 10_000_000,
      status: 'completed',
      completedAt: new Date(),
    })
    .returning();
  const eventId = event?.id ?? '';
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
