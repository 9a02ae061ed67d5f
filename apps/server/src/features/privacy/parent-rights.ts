import type { correctChildRequestSchema } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { type Executor, eq, schema } from '@pledgethon/db';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { forgetPublicAnswers } from '../public-thon/public-thon';
import type { ChildPhotos } from './child-photos';
import { findChildPhoto } from './privacy.queries';
import { removePersonalData } from './remove-personal-data';

const { participants } = schema;

/** Corrects a child's details as their parent knows them; answers the child's event code. */
export async function correctChild(
  db: Executor,
  parentUserId: string,
  input: z.output<typeof correctChildRequestSchema>,
): Promise<string> {
  const child = await findChildPhoto(db, { parentUserId, participantId: input.ParticipantId });
  if (!child) throw new AppError('forbidden', messages.accessDenied);
  await db
    .update(participants)
    .set({
      firstName: input.FirstName,
      lastName: input.LastName,
      grade: input.Grade,
      shirtSize: input.ShirtSize,
    })
    .where(eq(participants.id, child.id));
  return child.eventCode;
}

/**
 * Deletes a child's personal data at once, as a parent asks (decision 089): everything the retention
 * job removes, with the name removed rather than reduced to initials, the child taken off the Thon's
 * lists, and pledges not yet paid cancelled; paid ones stay as anonymous money.
 */
export async function deleteChild(
  db: Executor,
  photos: ChildPhotos,
  parentUserId: string,
  participantId: string,
) {
  const child = await findChildPhoto(db, { parentUserId, participantId });
  if (!child) throw new AppError('forbidden', messages.accessDenied);
  const [row] = await db
    .select({ eventId: participants.eventId })
    .from(participants)
    .where(eq(participants.id, child.id));
  if (!row) throw new AppError('forbidden', messages.accessDenied);
  await removePersonalData(db, photos, {
    eventId: row.eventId,
    participantIds: [child.id],
    reason: 'parent_request',
    dryRun: false,
    userId: parentUserId,
  });
  forgetPublicAnswers(db, child.eventCode, child.id);
}
