import type {
  CounterInvite,
  CreateCounterInviteRequest,
  RedeemCounterInviteResponse,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { qrPngDataUrl } from '../access-codes/qr-login';
import { hashSecretToken, newSecretToken } from '../sessions/secret-tokens';
import type { CountingThon } from './lap-counter.queries';
import { findCountingThon, insertCounterInvite, redeemCounterPass } from './lap-counter.queries';

/** The counter's page with the one-time invitation in it, for a link or a QR code. */
const counterInviteLink = (publicUrl: string, eventCode: string, invite: string) =>
  `${publicUrl}/thon/${encodeURIComponent(eventCode)}/count?invite=${encodeURIComponent(invite)}`;

/** A one-time link (and its QR code) that makes a volunteer's phone a lap counter of the Thon for the day. */
export async function createCounterInvite(
  db: Executor,
  {
    event,
    request,
    userId,
    publicUrl,
  }: { event: CountingThon; request: CreateCounterInviteRequest; userId: string | null; publicUrl: string },
): Promise<CounterInvite> {
  const invite = newSecretToken();
  await insertCounterInvite(db, {
    eventId: event.id,
    day: request.Day,
    label: request.Label,
    inviteTokenHash: hashSecretToken(invite),
    createdByUserId: userId,
  });
  const link = counterInviteLink(publicUrl, event.eventCode, invite);
  return { Message: messages.counterInviteCreated, Link: link, QrPngDataUrl: await qrPngDataUrl(link) };
}

/**
 * Uses the invitation once: the device gets its own pass token, and the link no longer works for
 * anyone else. An unknown, used or other Thon's link is refused with one message.
 */
export async function redeemCounterInvite(
  db: Executor,
  { eventCode, invite }: { eventCode: string; invite: string },
): Promise<RedeemCounterInviteResponse> {
  const event = await findCountingThon(db, { eventCode });
  const passToken = newSecretToken();
  const pass =
    event &&
    (await redeemCounterPass(db, {
      inviteHash: hashSecretToken(invite),
      eventId: event.id,
      passHash: hashSecretToken(passToken),
    }));
  if (!pass) throw new AppError('rule', messages.counterLinkUsed);
  return { PassToken: passToken, Label: pass.label, Day: pass.day };
}
