import type { decideChildClaimRequestSchema } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { changeChild, linkChild, settleChange } from '../parents/child-choices';
import type { ChildPhotos } from '../privacy/child-photos';
import { withinReach } from '../thon-participants/thon-participants.queries';
import type { ThonReach } from '../thons/thon-reach';
import { closeClaim, lockPendingClaim } from './child-claims.queries';

/**
 * The staff confirm that the parent's child is the one they listed (the parent is linked, with the
 * choices they made when asking) or decline (nothing changes for the child; the parent is told nothing
 * of the list).
 */
export async function decideClaim(
  db: Executor,
  photos: ChildPhotos,
  reach: ThonReach,
  userId: string | null,
  input: z.output<typeof decideChildClaimRequestSchema>,
): Promise<{ Message: string }> {
  const confirmed = await db.transaction(async (tx) => {
    const claim = await lockPendingClaim(tx, {
      claimId: input.ClaimId,
      scope: withinReach(reach.event.id, reach.participants),
    });
    if (!claim) throw new AppError('not_found', messages.notFound);
    if (!input.Confirm) {
      await closeClaim(tx, { claimId: claim.id, state: 'declined', userId });
      return undefined;
    }
    await linkChild(tx, claim.parentUserId, claim.participantId);
    const item = await changeChild(tx, claim.parentUserId, {
      ParticipantId: claim.participantId,
      PublicFullName: claim.publicFullName,
      PublicPhoto: claim.publicPhoto,
      VendorSharing: claim.vendorSharing,
      Language: claim.language,
    });
    await closeClaim(tx, { claimId: claim.id, state: 'confirmed', userId });
    return { item, parentUserId: claim.parentUserId };
  });
  if (!confirmed) return { Message: messages.childClaimDeclined };
  await settleChange(db, photos, confirmed.parentUserId, confirmed.item);
  return { Message: messages.childClaimConfirmed };
}
