import { messages, type ShareAddresses } from '@pledgethon/core';
import type { Database, Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { insertShare, invitedAddresses, lockParticipant } from './sharing.queries';

/**
 * Records a share to the addresses not yet invited for the participant, and runs `send` for those in
 * the same transaction, so a share is counted exactly when its messages are in the outbox. Addresses
 * already invited are left out; when none is left: 'You have already invited this person.'
 */
export async function recordShare(
  db: Database,
  share: {
    participantId: string;
    userId: string | null;
    channel: 'email' | 'sms';
    checked: ShareAddresses;
    invalidMessage: string;
  },
  send: (tx: Executor, shareId: string, addresses: string[]) => Promise<void>,
): Promise<{ shareId: string; addresses: string[] }> {
  const { checked } = share;
  if (!checked.ok) {
    throw new AppError('validation', share.invalidMessage, {
      Addresses: checked.invalid.slice(0, 10).join(', '),
    });
  }
  return db.transaction(async (tx) => {
    await lockParticipant(tx, share);
    const invited = await invitedAddresses(tx, {
      participantId: share.participantId,
      addresses: checked.addresses,
    });
    const addresses = checked.addresses.filter((address) => !invited.has(address));
    if (addresses.length === 0) throw new AppError('conflict', messages.alreadyInvited);
    const shareId = await insertShare(tx, { ...share, recipientCount: addresses.length, addresses });
    await send(tx, shareId, addresses);
    return { shareId, addresses };
  });
}
