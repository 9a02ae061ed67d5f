import type { ParticipantItem, updateChildRequestSchema } from '@pledgethon/contracts';
import { type ConsentLanguage, MAX_PARTICIPANTS_PER_PARENT, messages } from '@pledgethon/core';
import { type Executor, eq, schema } from '@pledgethon/db';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { toParticipantItems } from '../participants/participant-items';
import { findParticipantsOfParent } from '../participants/participants.queries';
import type { ChildPhotos } from '../privacy/child-photos';
import { recordConsentChoice } from '../privacy/consent-records';
import { forgetPublicAnswers } from '../public-thon/public-thon';
import { findChildren, isChildOf, lockParent } from './parents.queries';

const { participants, parentParticipants } = schema;

/**
 * The time of consent to show more than first name and last initial: now when the parent opts in to
 * anything, none when they opt out of everything (decision 042).
 */
export const consentAt = (fullName: boolean, photo: boolean) => (fullName || photo ? new Date() : null);

export async function childItem(
  db: Executor,
  parentUserId: string,
  participantId: string,
): Promise<ParticipantItem> {
  const items = await toParticipantItems(db, await findParticipantsOfParent(db, { parentUserId }));
  const item = items.find((candidate) => candidate.ParticipantId === participantId);
  if (!item) throw new AppError('not_found', messages.notFound);
  return item;
}

/** Holds a parent's children to the cap, then links one more: the caller's transaction keeps both together. */
export async function linkChild(tx: Executor, parentUserId: string, participantId: string) {
  await lockParent(tx, { parentUserId });
  if (await isChildOf(tx, { parentUserId, participantId })) {
    throw new AppError('conflict', messages.childAlreadyLinked);
  }
  const children = await findChildren(tx, { parentUserId });
  if (children.length >= MAX_PARTICIPANTS_PER_PARENT)
    throw new AppError('rule', messages.parentParticipantLimit);
  await tx.insert(parentParticipants).values({ parentUserId, participantId });
}

/** Records each consent the parent chose (given or withdrawn) with the words they saw. */
export async function recordChoices(
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
