import type { addChildRequestSchema, ParticipantItem, updateChildRequestSchema } from '@pledgethon/contracts';
import { MAX_PARTICIPANTS_PER_PARENT, messages } from '@pledgethon/core';
import { type Executor, schema } from '@pledgethon/db';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { ChildPhotos } from '../privacy/child-photos';
import { newAccessCode } from '../thon-participants/access-code';
import { changeChild, childItem, consentAt, recordChoices, settleChange } from './child-choices';
import { claimListedChild } from './listed-child';
import {
  findChildren,
  findEventByCode,
  findListedNamesakes,
  hasChildInEvent,
  isChildOf,
  lockParent,
} from './parents.queries';

const { participants, parentParticipants } = schema;

/**
 * Adds the parent's child to the Thon of the event code: at most nine children, each once per Thon.
 * A child the Thon already lists by that name is claimed rather than copied, unless the parent says
 * theirs is another child.
 */
export async function addChild(
  db: Executor,
  parentUserId: string,
  input: z.output<typeof addChildRequestSchema>,
): Promise<ParticipantItem | { ClaimPending: true; Message: string }> {
  return db.transaction(async (tx) => {
    await lockParent(tx, { parentUserId });
    const event = await findEventByCode(tx, { eventCode: input.EventCode });
    if (!event)
      throw new AppError('not_found', messages.eventCodeInvalid, { EventCode: messages.eventCodeInvalid });
    const children = await findChildren(tx, { parentUserId });
    if (children.length >= MAX_PARTICIPANTS_PER_PARENT)
      throw new AppError('rule', messages.parentParticipantLimit);
    const named = { firstName: input.FirstName, lastName: input.LastName };
    if (await hasChildInEvent(tx, { parentUserId, eventId: event.id, ...named })) {
      throw new AppError('conflict', messages.alreadyParticipated);
    }
    if (!input.DifferentChild) {
      const listed = await findListedNamesakes(tx, { parentUserId, eventId: event.id, ...named });
      if (listed.length > 0) return claimListedChild(tx, parentUserId, listed, input);
    }
    const [row] = await tx
      .insert(participants)
      .values({
        eventId: event.id,
        ...named,
        goalCents: input.GoalCents,
        accessCode: newAccessCode(),
        publicFullNameOptIn: input.PublicFullName,
        publicPhotoOptIn: input.PublicPhoto,
        publicConsentAt: consentAt(input.PublicFullName, input.PublicPhoto),
      })
      .returning({ id: participants.id });
    if (!row) throw new Error('insert returned no row');
    await tx.insert(parentParticipants).values({ parentUserId, participantId: row.id });
    await recordChoices(tx, row.id, parentUserId, input);
    return childItem(tx, parentUserId, row.id);
  });
}

/**
 * Changes a child's goal or what their public page shows; another parent's child is refused. A
 * withdrawn photo consent deletes the photo: it was uploaded only to be shown.
 */
export async function updateChild(
  db: Executor,
  photos: ChildPhotos,
  parentUserId: string,
  input: z.output<typeof updateChildRequestSchema>,
): Promise<ParticipantItem> {
  const item = await db.transaction(async (tx) => {
    if (!(await isChildOf(tx, { parentUserId, participantId: input.ParticipantId }))) {
      throw new AppError('forbidden', messages.accessDenied);
    }
    return changeChild(tx, parentUserId, input);
  });
  return settleChange(db, photos, parentUserId, item);
}
