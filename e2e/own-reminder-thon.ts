import type { Executor } from '@pledgethon/db';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import { grantOrganizer, insertDefaultReminders } from '../apps/server/src/features/thons/thon-setup.queries';
import { OWN_ACCOUNTS } from './own-accounts';

/** The Thon of the reminder organiser's own account, so that its tests never change the demo Thon. */
export const REMINDER_THON_CODE = 'E2E-REMINDERS';

/** Creates it with one participant and the seven reminders a new Thon starts with. */
export async function createReminderThon(
  db: Executor,
  users: { id: string; email: string }[],
): Promise<void> {
  const organizer = users.find((user) => user.email === OWN_ACCOUNTS.reminderOrganizer.email);
  if (!organizer) throw new Error('no reminder organiser account');
  const event = await createEvent(db, {
    name: 'Riverside Read-a-thon',
    eventCode: REMINDER_THON_CODE,
    // A fixed date, so the test can name the weekday of each reminder.
    eventDate: '2027-04-16',
    // An Eastern Thon: its reminders start at the spec's defaults, which are given in EST.
    timeZone: 'America/New_York',
    status: 'active',
    unitName: 'page',
    unitNamePlural: 'pages',
    fundsGoTo: 'the school library',
  });
  await createParticipant(db, event.id, { firstName: 'Mia', lastName: 'Reader' });
  await insertDefaultReminders(db, { eventId: event.id });
  await grantOrganizer(db, { userId: organizer.id, eventId: event.id });
}
