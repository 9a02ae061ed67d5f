import type { addChildRequestSchema, ParticipantItem, updateChildRequestSchema } from '@pledgethon/contracts';
import { type ConsentLanguage, MAX_PARTICIPANTS_PER_PARENT, messages } from '@pledgethon/core';
import { type Executor, eq, schema } from '@pledgethon/db';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { toParticipantItems } from '../participants/participant-items';
import { findParticipantsOfParent } from '../participants/participants.queries';
import type { ChildPhotos } from '../privacy/child-photos';
import { recordConsentChoice } from '../privacy/consent-records';
import { forgetPublicAnswers } from '../public-thon/public-thon';
import { newAccessCode } from '../thon-participants/access-code';
import { findChildren, findEventByCode, hasChildInEvent, isChildOf, lockParent } from './parents.queries';

const { participants, parentParticipants } = schema;

/**
 * The time of consent to show more than first name and last initial: now when the parent opts in to
 * anything, none when they opt out of everything (decision 042).
 */
const consentAt = (fullName: boolean, photo: boolean) => (fullName || photo ? new Date() : null);

async function childItem(
  db: Executor,
  parentUserId: string,
  participantId: string,
): Promise<ParticipantItem> {
  const items = await toParticipantItems(db, await findParticipantsOfParent(db, { parentUserId }));
  const item = items.find((candidate) => candidate.ParticipantId === participantId);
  if (!item) throw new AppError('not_found', messages.notFound);
  return item;
}

/** Adds the parent's child to the Thon of the event code: at most nine children, each once per Thon. */
export async function addChild(
  db: Executor,
  parentUserId: string,
  input: z.output<typeof addChildRequestSchema>,
): Promise<ParticipantItem> {
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

/** Records each consent the parent chose (given or withdrawn) with the words they saw. */
async function recordChoices(
  db: Executor,
  participantId: string,
  userId: string,
  choices: {
    PublicFullName?: boolean;
    PublicPhoto?: boolean;
    VendorSharing?: boolean;
    Language: ConsentLanguage;
  },
) {
  const kinds = [
    ['full_name', choices.PublicFullName],
    ['photo', choices.PublicPhoto],
    ['vendor_sharing', choices.VendorSharing],
  ] as const;
  for (const [kind, given] of kinds) {
    if (given === undefined) continue;
    await recordConsentChoice(db, { participantId, kind, given, userId, language: choices.Language });
  }
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

/** Applies the parent's goal and choices to one of their children, recording each consent choice. */
export async function changeChild(
  tx: Executor,
  parentUserId: string,
  input: z.output<typeof updateChildRequestSchema>,
): Promise<ParticipantItem> {
  const current = await childItem(tx, parentUserId, input.ParticipantId);
  const fullName = input.PublicFullName ?? current.PublicFullName;
  const photo = input.PublicPhoto ?? current.PublicPhoto;
  const choiceChanged = fullName !== current.PublicFullName || photo !== current.PublicPhoto;
  await recordChoices(tx, input.ParticipantId, parentUserId, input);
  const changes = {
    ...(input.GoalCents === undefined ? {} : { goalCents: input.GoalCents }),
    ...(choiceChanged
      ? {
          publicFullNameOptIn: fullName,
          publicPhotoOptIn: photo,
          publicConsentAt: consentAt(fullName, photo),
        }
      : {}),
  };
  if (Object.keys(changes).length === 0) return childItem(tx, parentUserId, input.ParticipantId);
  await tx.update(participants).set(changes).where(eq(participants.id, input.ParticipantId));
  return childItem(tx, parentUserId, input.ParticipantId);
}

/** After a committed change: drops a photo no longer consented to and the public page's cached answer. */
export async function settleChange(
  db: Executor,
  photos: ChildPhotos,
  parentUserId: string,
  item: ParticipantItem,
): Promise<ParticipantItem> {
  if (!item.PublicPhoto && item.HasPhoto) await photos.remove(db, item.ParticipantId);
  forgetPublicAnswers(db, item.EventCode, item.ParticipantId);
  return childItem(db, parentUserId, item.ParticipantId);
}
