import type { DatabaseConnection } from '@pledgethon/db';
import { createTestDatabase, type TestDatabase } from '@pledgethon/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOfOnlyStatement } from '../../testing/query-plans';
import { reminderRecipients } from './reminder-recipients.queries';
import { thonWithManyFamilies } from './testing-delivery';

const FAMILIES = 3_000;

/** The plan of the statement that reads one page of the Thon's families on a channel. */
const pagePlan = (connection: DatabaseConnection, eventId: string, channel: 'email' | 'sms') =>
  planOfOnlyStatement(connection, () =>
    reminderRecipients(connection.db, 'EmailReminderComingUp', channel, { eventId, after: '', limit: 500 }),
  );

describe("a reminder's pages of families in a Thon just imported", () => {
  let database: TestDatabase;
  let eventId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Written in bulk with no statistics gathered after, as an import leaves them until its job runs.
    ({
      event: { id: eventId },
    } = await thonWithManyFamilies(database.db, {
      families: FAMILIES,
      zone: 'America/Chicago',
    }));
  }, 120_000);
  afterAll(() => database.close());

  it.each(['email', 'sms'] as const)(
    'finds each family by its key on the %s channel, never scanning every user',
    async (channel) => {
      const nodes = await pagePlan(database, eventId, channel);
      expect(nodes.filter((node) => node.relation === 'users').map((node) => node.type)).toEqual([
        'Index Scan',
      ]);
    },
  );
});
