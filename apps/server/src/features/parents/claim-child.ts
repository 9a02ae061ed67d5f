import type { claimChildRequestSchema, ParticipantItem } from '@pledgethon/contracts';
import { MAX_PARTICIPANTS_PER_PARENT, messages } from '@pledgethon/core';
import { type Executor, schema } from '@pledgethon/db';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { accessCodeOfBadge } from '../access-codes/qr-login';
import type { ChildPhotos } from '../privacy/child-photos';
import { changeChild, settleChange } from './children';
import { findChildByAccessCode, findChildren, isChildOf, lockParent } from './parents.queries';

/** Holds a parent's children to the cap, then links one more: the caller's transaction keeps both together. */
export async function linkChild(tx: Executor, parentUserId: string, participantId: string) {
  await lockParent(tx, { parentUserId });
  if (await isChildOf(tx, { parentUserId, participantId })) {
    throw new AppError('conflict', messages.childAlreadyLinked);
  }
  const children = await findChildren(tx, { parentUserId });
  if (children.length >= MAX_PARTICIPANTS_PER_PARENT)
    throw new AppError('rule', messages.parentParticipantLimit);
  await tx.insert(schema.parentParticipants).values({ parentUserId, participantId });
}

/**
 * Links the parent to the child the school already listed, found by the access code the school
 * handed out; no participant is created. The parent's consent choices are recorded as when adding.
 */
export async function claimChild(
  db: Executor,
  photos: ChildPhotos,
  parentUserId: string,
  input: z.output<typeof claimChildRequestSchema>,
): Promise<ParticipantItem> {
  const item = await db.transaction(async (tx) => {
    const child = await findChildByAccessCode(tx, { accessCode: accessCodeOfBadge(input.AccessCode) });
    if (!child) {
      throw new AppError('not_found', messages.accessCodeInvalid, { AccessCode: messages.accessCodeInvalid });
    }
    await linkChild(tx, parentUserId, child.id);
    return changeChild(tx, parentUserId, { ...input, ParticipantId: child.id });
  });
  return settleChange(db, photos, parentUserId, item);
}
