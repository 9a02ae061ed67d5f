import type { Executor } from '../client';
import { sponsorUpdates } from '../schema/index';

const DAY_MS = 86_400_000;

// Seven, with the sharing seed's one, so the public page's updates run onto a second page of five.
const UPDATES = [
  'Welcome to the Maple Elementary Fun Run! Every lap our students run helps pay for the new playground.',
  'Team shirts have arrived: look for Red Rockets, Blue Comets and friends on the track.',
  'We passed a quarter of our goal this week. Thank you to every sponsor!',
  'Practice laps start Monday during recess, so the runners are ready on the day.',
  'Reminder: per-lap pledges are charged only after the run, for the laps actually run.',
  'Ms. Rivera’s class has the most sponsors so far. Can another class catch up?',
  'The playground design is on the board outside the office: come and see what your pledges build.',
];

/** The organiser's updates to the Thon's sponsors, one every few days up to now, newest last. */
export async function insertDemoSponsorUpdates(
  tx: Executor,
  { eventId, organizerId }: { eventId: string; organizerId: string },
  now: Date,
): Promise<void> {
  await tx.insert(sponsorUpdates).values(
    UPDATES.map((message, index) => ({
      eventId,
      authorUserId: organizerId,
      message,
      createdAt: new Date(now.getTime() - (UPDATES.length - index) * 3 * DAY_MS),
    })),
  );
}
