import type { claimChildRequestSchema, ParticipantItem } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { accessCodeOfBadge } from '../access-codes/qr-login';
import type { ChildPhotos } from '../privacy/child-photos';
import { changeChild, linkChild, settleChange } from './child-choices';
import { findChildByAccessCode } from './parents.queries';

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
