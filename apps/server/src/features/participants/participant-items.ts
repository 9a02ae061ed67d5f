import type { ParticipantItem } from '@pledgethon/contracts';
import type { Executor } from '@pledgethon/db';
import { raisedCentsByParticipant } from '../raised/raised';
import { type ParticipantRow, standingConsents } from './participants.queries';

/** Participant rows as the account pages show them, with what each has raised. */
export async function toParticipantItems(db: Executor, rows: ParticipantRow[]): Promise<ParticipantItem[]> {
  const ids = rows.map((row) => row.id);
  const [raised, vendorSharing] = await Promise.all([
    raisedCentsByParticipant(db, ids),
    standingConsents(db, ids, 'vendor_sharing'),
  ]);
  return rows.map((row) => ({
    ParticipantId: row.id,
    FirstName: row.firstName,
    LastName: row.lastName,
    EventId: row.eventId,
    EventName: row.eventName,
    EventCode: row.eventCode,
    TeamName: row.teamName,
    GoalCents: row.goalCents,
    RaisedCents: raised.get(row.id) ?? 0,
    AccessCode: row.accessCode,
    PublicFullName: row.publicFullNameOptIn,
    PublicPhoto: row.publicPhotoOptIn,
    PublicConsentAt: row.publicConsentAt?.toISOString() ?? null,
    HasPhoto: row.photoName !== null,
    VendorSharing: vendorSharing.has(row.id),
  }));
}
