import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { events } from './events';
import { participants } from './participants';
import { users } from './users';

/**
 * A volunteer's right to count laps for one Thon on one day (decision 083). The invitation's token is
 * used once: redeeming it issues the device's pass token. Only hashes are stored.
 */
export const counterPasses = pgTable(
  'counter_passes',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    // The Thon's local calendar day on which the pass counts; before or after it, it counts nothing.
    day: date().notNull(),
    // Who counts with it, as the organiser named them ("Gate 2", "Ms. Park").
    label: text().notNull(),
    inviteTokenHash: text().notNull(),
    passTokenHash: text(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    redeemedAt: instant(),
    revokedAt: instant(),
  },
  (table) => [
    uniqueIndex('counter_passes_invite_unique').on(table.inviteTokenHash),
    uniqueIndex('counter_passes_pass_unique').on(table.passTokenHash),
    index('counter_passes_event_idx').on(table.eventId),
    check(
      'counter_passes_redeemed_has_pass',
      sql`(${table.redeemedAt} is null) = (${table.passTokenHash} is null)`,
    ),
  ],
);

/**
 * One scan of a lap counter, kept under the id the device gave it, so a batch sent twice or out of
 * order adds nothing twice. A row that names `undoesScanId` takes back that scan. A participant's
 * count is derived from these rows (laps not taken back), never stored (decision 083).
 */
export const lapScans = pgTable(
  'lap_scans',
  {
    id: uuid().primaryKey(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    participantId: uuid()
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    deviceId: text().notNull(),
    // The device's clock when it was scanned; received_at is ours.
    scannedAt: instant().notNull(),
    receivedAt: instant().notNull().defaultNow(),
    undoesScanId: uuid(),
    countedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    counterPassId: uuid().references(() => counterPasses.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('lap_scans_event_participant_idx').on(table.eventId, table.participantId),
    index('lap_scans_event_received_idx').on(table.eventId, table.receivedAt),
    // A scan is taken back at most once, whichever device sends the undo first.
    uniqueIndex('lap_scans_undoes_unique').on(table.undoesScanId),
  ],
);
