import type { ReminderKey } from '@pledgethon/core';
import { type Executor, type SQL, sql } from '@pledgethon/db';
import { unnamedRecipientEn } from '@pledgethon/texts';

export type RecipientChannel = 'email' | 'sms';

/** Someone a reminder goes to, with the participants it speaks of (a parent's children in the Thon). */
export type ReminderRecipient = {
  address: string;
  firstName: string;
  lastName: string;
  participants: { id: string; firstName: string; lastName: string }[];
};

// A user's number as its 10 digits: whatever punctuation it was typed with, and a leading 1 dropped.
const phoneDigits = (column: SQL) =>
  sql`right(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), 10)`;
const isUsPhone = (column: SQL) =>
  sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g') ~ '^1?[0-9]{10}$'`;

type Page = { eventId: string; after: string; limit: number };

/**
 * The Thon's families: each parent of an active participant, and each participant with an account.
 * Each child's people are looked up by their key, one at a time (the `limit 1` keeps that join a loop
 * of its own): right after an import, before any statistics, the planner took the users table for a
 * handful of rows and compared every family with every user, 0.9 s a page for 5,000 families.
 */
function familyRecipients(db: Executor, channel: RecipientChannel, { eventId, after, limit }: Page) {
  const address = channel === 'email' ? sql`lower(u.email)` : phoneDigits(sql`u.phone`);
  const usable = channel === 'email' ? sql`true` : isUsPhone(sql`u.phone`);
  return db.execute(sql`
    select ${address} as address, min(u.first_name) as "firstName", min(u.last_name) as "lastName",
      json_agg(distinct jsonb_build_object('id', p.id, 'firstName', p.first_name, 'lastName', p.last_name)) as participants
    from participants p
    join lateral (
      select pp.parent_user_id as user_id from parent_participants pp where pp.participant_id = p.id
      union select p.user_id where p.user_id is not null
    ) who on true
    join lateral (
      select u.email, u.phone, u.first_name, u.last_name from users u
      where u.id = who.user_id and u.status = 'active' limit 1
    ) u on true
    where p.event_id = ${eventId} and p.removed_at is null and ${usable}
      and ${address} > ${after}
    group by 1 order by 1 limit ${limit}`);
}

/**
 * People a participant invited (by e-mail or text) who have not pledged for that participant: the
 * last chance is theirs. One message per address, about the participant who invited them first.
 */
function invitedRecipients(db: Executor, channel: RecipientChannel, { eventId, after, limit }: Page) {
  const shape = channel === 'email' ? sql`sr.address like '%@%'` : sql`sr.address ~ '^[0-9]{10}$'`;
  return db.execute(sql`
    select sr.address, ${unnamedRecipientEn} as "firstName", '' as "lastName",
      json_build_array((array_agg(jsonb_build_object('id', p.id, 'firstName', p.first_name, 'lastName', p.last_name)
        order by sr.created_at, p.id))[1]) as participants
    from share_recipients sr
    join participants p on p.id = sr.participant_id
    where p.event_id = ${eventId} and p.removed_at is null and ${shape} and sr.address > ${after}
      and not exists (
        select 1 from pledges pl where pl.participant_id = p.id and pl.status <> 'cancelled'
          and (lower(pl.donor_email) = sr.address or ${phoneDigits(sql`pl.donor_phone`)} = sr.address)
      )
    group by sr.address order by sr.address limit ${limit}`);
}

/** The Thon's organisers, whom the merchandise reminder tells to order the event's gear. */
function organizerRecipients(db: Executor, { eventId, after, limit }: Page) {
  return db.execute(sql`
    select lower(u.email) as address, min(u.first_name) as "firstName", min(u.last_name) as "lastName",
      '[]'::json as participants
    from user_roles r join users u on u.id = r.user_id
    where r.event_id = ${eventId} and r.role = 'organizer' and u.status = 'active' and lower(u.email) > ${after}
    group by 1 order by 1 limit ${limit}`);
}

/**
 * One page of a reminder's recipients on one channel, in address order after `after` (decision 070):
 * the coming-up and tomorrow reminders go to families, last chance to invited people who have not
 * pledged, the merchandise e-mail to organisers.
 */
export async function reminderRecipients(
  db: Executor,
  key: ReminderKey,
  channel: RecipientChannel,
  page: Page,
): Promise<ReminderRecipient[]> {
  const result = (
    key === 'LastChanceReminders'
      ? await invitedRecipients(db, channel, page)
      : key === 'MerchReminderEmail1'
        ? await organizerRecipients(db, page)
        : await familyRecipients(db, channel, page)
  ) as { rows: unknown[] };
  return (result.rows as ReminderRecipient[]).map((row) => ({
    ...row,
    participants: [...row.participants].sort(
      (a, b) => a.firstName.localeCompare(b.firstName) || a.id.localeCompare(b.id),
    ),
  }));
}
