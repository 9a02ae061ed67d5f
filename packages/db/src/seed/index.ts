import type { Role } from '@pledgethon/core';
import type { Database, Executor } from '../client';
import { users } from '../schema/index';
import { insertDemoCompletedThon } from './completed-thon';
import { insertDemoDecidedDisputes } from './disputes';
import { insertDemoFallMessages } from './fall-messages';
import { insertDemoLapScans } from './lap-scans';
import { insertDemoDispute, insertDemoLedger, insertDemoReconciliation } from './ledger';
import { insertDemoParticipants } from './participants';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, hashDemoPasswords, insertDemoUsers } from './people';
import { insertDemoPledges } from './pledges';
import { insertDemoPrivacy } from './privacy';
import { createRandom } from './random';
import { insertDemoRefunds } from './refunds';
import { insertDemoReminders } from './reminders';
import { grantDemoRoles } from './roles';
import { insertDemoSharing } from './sharing';
import { insertDemoShop } from './shop';
import { insertDemoSponsorUpdates } from './sponsor-updates';
import { DEMO_EVENT_CODE, DEMO_LANDING_PAGE_URL, insertDemoThon } from './thon';
import { insertDemoTransfers } from './transfers';

export { DEMO_COMPLETED_EVENT_CODE } from './completed-thon';

export { DEMO_EVENT_CODE, DEMO_LANDING_PAGE_URL } from './thon';
export { DEMO_ACCOUNTS, DEMO_PASSWORD };

type DemoLogin = { username: string; role: Role; note: string };

/** What the first start prints: where to go and how to sign in. */
export type DemoSummary = {
  eventCode: string;
  /** The landing page's address under the site: {site}/{landingPageUrl}. */
  landingPageUrl: string;
  password: string;
  logins: DemoLogin[];
};

const DAY = 86_400_000;

// Any fixed number: it makes every run draw the same names, codes and pledges.
const DEMO_SEED = 2026;

/** True on a database nobody has used yet; the demo is only ever added to such a one. */
export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  return anyUser.length === 0;
}

/**
 * Adds the demo (people, a Thon with 168 participants and their pledges, reminders, sponsor updates, a landing page,
 * the shop, a practice run on the lap counter) in one transaction: it is there whole or not at all.
 */
export async function seedDemo(
  db: Database,
  {
    now = new Date(),
    publicUrl = 'http://localhost:3000',
  }: {
    now?: Date;
    /** The site's address, for the links in the messages the demo has sent. */
    publicUrl?: string;
  } = {},
): Promise<DemoSummary> {
  // Hashing is slow on purpose, so it happens before the transaction opens.
  const passwordHashes = await hashDemoPasswords();
  const random = createRandom(DEMO_SEED);
  await db.transaction(async (tx) => {
    const userIds = await insertDemoUsers(tx, passwordHashes, now);
    const thon = await insertDemoThon(tx, userIds.organizer, now);
    await grantDemoRoles(tx, userIds, thon, now);
    const participants = await insertDemoParticipants(tx, random, userIds, thon, now);
    await insertDemoPledges(tx, random, userIds, thon.eventId, participants, now);
    // The gifts paid so far reached the school's bank in last week's payout.
    await insertDemoLedger(tx, { eventId: thon.eventId, payoutAt: new Date(now.getTime() - 7 * DAY) });
    await insertDemoRefunds(tx, { eventId: thon.eventId });
    await insertDemoDispute(tx, { eventId: thon.eventId, now });
    await insertDemoReminders(tx, { eventId: thon.eventId, organizerId: userIds.organizer }, now);
    await insertDemoSponsorUpdates(tx, { eventId: thon.eventId, organizerId: userIds.organizer }, now);
    const [student] = participants.family;
    await insertDemoSharing(tx, userIds, { eventId: thon.eventId, student, publicUrl }, now);
    await insertDemoShop(tx, userIds, thon, now);
    await insertDemoLapScans(tx, random, { eventId: thon.eventId, participants: participants.all }, now);
    await insertDemoPrivacy(tx, userIds, { eventId: thon.eventId, family: participants.family }, now);
    const fall = await insertDemoCompletedThon(tx, random, { ...thon, organizerId: userIds.organizer }, now);
    // Its charges, after the results, were paid out to the school in one payout 70 days ago.
    await insertDemoLedger(tx, { eventId: fall.thon.id, payoutAt: new Date(now.getTime() - 70 * DAY) });
    // Each charge split at the provider as it was paid; one commission refused, owed to the franchise.
    await insertDemoTransfers(tx, { eventId: fall.thon.id });
    // After its payout, one gift's dispute won and one lost.
    await insertDemoDecidedDisputes(tx, { eventId: fall.thon.id, now });
    await insertDemoFallMessages(tx, random, { ...fall, publicUrl }, now);
    await insertDemoReconciliation(tx, now);
  });
  return {
    eventCode: DEMO_EVENT_CODE,
    landingPageUrl: DEMO_LANDING_PAGE_URL,
    password: DEMO_PASSWORD,
    logins: DEMO_ACCOUNTS.map((account) => ({
      username: account.email,
      role: account.role,
      note: account.note,
    })),
  };
}
