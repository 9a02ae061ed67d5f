import { type Database, eq, schema, sql } from '@pledgethon/db';
import type { Config } from '../../config';
import { suppressAddress } from '../../integrations/delivery/suppressions.queries';
import { fanOutReminder } from './fan-out-reminder';
import { reminderOf, thonWithReminders, zoneAtHour } from './testing';

// Each Thon of a test database gets its own area code, so families never share a number.
let areaCode = 200;

/**
 * An active Thon in `zone` with `families` parents, each with an e-mail, a phone and one child,
 * written in three statements: a test of thousands cannot afford a factory call per family.
 */
export async function thonWithManyFamilies(
  db: Database,
  { families, zone }: { families: number; zone: string },
) {
  const { event } = await thonWithReminders(db, '2027-05-14');
  await db
    .update(schema.events)
    .set({ status: 'active', timeZone: zone })
    .where(eq(schema.events.id, event.id));
  areaCode += 1;
  const tag = event.eventCode.toLowerCase();
  await db.execute(sql`
    with parents as (
      insert into users (email, first_name, last_name, phone)
      select 'family' || i || '-' || ${tag} || '@example.com', 'Parent' || i, 'Family',
        '(' || ${areaCode} || ') ' || lpad(i::text, 7, '0')
      from generate_series(1, ${families}) i
      returning id, first_name
    ), kids as (
      insert into participants (event_id, first_name, last_name, access_code)
      select ${event.id}, 'Kid' || i, 'Family', ${tag} || '-' || i from generate_series(1, ${families}) i
      returning id, first_name
    )
    insert into parent_participants (parent_user_id, participant_id)
    select parents.id, kids.id from parents join kids on substr(parents.first_name, 7) = substr(kids.first_name, 4)`);
  const parents = await db
    .select({ email: schema.users.email, phone: schema.users.phone })
    .from(schema.users)
    .where(sql`${schema.users.email} like ${`family%-${tag}@example.com`}`);
  return {
    event: { ...event, timeZone: zone },
    emails: parents.map((parent) => parent.email),
    phones: parents.map((parent) => (parent.phone ?? '').replace(/\D/g, '')),
  };
}

/**
 * Reminder messages due now, 2,000 by default (the benchmark asks for more): an e-mail and a text
 * reminder to `families` (995) families of a Thon where it is day and to 5 of one where it is night. Some addresses unsubscribed, opted out or bounced
 * before; `rejected` are addresses the mail server will refuse (a bounce at sending).
 */
export async function dueReminderMessages(
  deps: { db: Database; config: Config },
  { families = 995 }: { families?: number } = {},
) {
  const day = await thonWithManyFamilies(deps.db, { families, zone: zoneAtHour(13) });
  const night = await thonWithManyFamilies(deps.db, { families: 5, zone: zoneAtHour(2) });
  const unsubscribed = day.emails.slice(0, 20);
  const bouncedBefore = day.emails.slice(20, 30);
  const rejected = day.emails.slice(30, 35);
  const optedOut = day.phones.slice(0, 20);
  for (const address of unsubscribed)
    await suppressAddress(deps.db, { channel: 'email', address, reason: 'unsubscribed' });
  for (const address of bouncedBefore)
    await suppressAddress(deps.db, { channel: 'email', address, reason: 'bounced' });
  for (const address of optedOut)
    await suppressAddress(deps.db, { channel: 'sms', address, reason: 'opted_out' });
  const fanOut = async () => {
    let queued = 0;
    for (const thon of [day, night]) {
      for (const key of ['EmailReminderComingUp', 'SmsReminderComingUp'] as const) {
        queued += await fanOutReminder(deps, (await reminderOf(deps.db, thon.event.id, key)).job);
      }
    }
    return queued;
  };
  return { day, night, unsubscribed, bouncedBefore, rejected, optedOut, fanOut };
}

export type DueReminderMessages = Awaited<ReturnType<typeof dueReminderMessages>>;
