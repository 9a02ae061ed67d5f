import type { addChildRequestSchema, ParticipantItem } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { type Executor, schema } from '@pledgethon/db';
import type { z } from 'zod';
import { changeChild, linkChild } from './child-choices';
import { findUserEmail } from './parents.queries';

type Pending = { ClaimPending: true; Message: string };

/**
 * A parent adding a child by name whom the Thon already lists. Where the school listed this parent's
 * own address with the child, the child is theirs and is linked at once; otherwise the staff are
 * asked to confirm, and the parent learns only that they will, never what the list says of the child.
 */
export async function claimListedChild(
  tx: Executor,
  parentUserId: string,
  listed: { id: string; parentEmail: string | null }[],
  input: z.output<typeof addChildRequestSchema>,
): Promise<ParticipantItem | Pending> {
  const email = await findUserEmail(tx, { userId: parentUserId });
  const theirs = listed.find((child) => child.parentEmail?.trim().toLowerCase() === email);
  const choices = {
    PublicFullName: input.PublicFullName,
    PublicPhoto: input.PublicPhoto,
    VendorSharing: input.VendorSharing,
    Language: input.Language,
  };
  if (theirs) {
    await linkChild(tx, parentUserId, theirs.id);
    return changeChild(tx, parentUserId, { ParticipantId: theirs.id, ...choices });
  }
  const [first] = listed;
  if (!first) throw new Error('no listed child to claim');
  await tx
    .insert(schema.childClaims)
    .values({
      participantId: first.id,
      parentUserId,
      publicFullName: choices.PublicFullName,
      publicPhoto: choices.PublicPhoto,
      vendorSharing: choices.VendorSharing,
      language: choices.Language,
    })
    .onConflictDoNothing();
  return { ClaimPending: true, Message: messages.childClaimPending };
}
