import type { ShareResult } from '@pledgethon/contracts';
import { messages, SMS_SHARE_HOLD_DEFAULT, type SmsShareHold, shareMobileNumbers } from '@pledgethon/core';
import { smsShareSendAt, textSendAt } from '@pledgethon/core/zones';
import { holdShareTexts, releaseShareTexts, type ShareTexts } from '../../jobs/share-text-release';
import { recordShare } from './record-share';
import type { ShareSubject } from './share-access';
import type { ShareDeps } from './share-by-email';
import { readShareCounter } from './share-counter';
import { shareText } from './share-messages';
import { findTextShareSetting } from './sharing.queries';

/**
 * When a text share made at `now` goes out: after the hold window, and within 8 AM–9 PM. Leaving one
 * may land in the other (a hold from 7 to 9 AM, shared at night), so both are applied twice.
 */
export function shareTextReleaseAt(now: Date, hold: SmsShareHold, zone: string): Date {
  let at = now;
  for (let pass = 0; pass < 2; pass++) at = textSendAt(smsShareSendAt(at, hold, zone), zone);
  return at;
}

/**
 * Texts the participant's share message to each new number (at most 30) and counts them. Inside the
 * Thon's hold window, or outside 8 AM–9 PM on the Thon's clock, the texts wait in the job queue and
 * go out when the window ends (decision 073); otherwise they reach the outbox with the share.
 */
export async function shareByText(
  deps: ShareDeps,
  subject: ShareSubject & { userId: string | null },
  numbers: string[],
  now: Date,
  kind: 'sms' | 'guestSms' = 'sms',
): Promise<ShareResult> {
  const { participant, event } = subject;
  const found = await findTextShareSetting(deps.db, { eventId: event.id });
  const hold: SmsShareHold = found?.setting.defaultType
    ? {
        defaultType: found.setting.defaultType,
        holdStart: found.setting.holdStart,
        holdEnd: found.setting.holdEnd,
        holdEnabled: found.setting.holdEnabled,
      }
    : SMS_SHARE_HOLD_DEFAULT;
  // The setting's zone is the only clock the Thon gives its texts; a Thon without one reads Eastern.
  const releaseAt = shareTextReleaseAt(now, hold, found?.setting.timeZone ?? 'EST');
  const held = releaseAt.getTime() > now.getTime();
  const body = shareText(subject, {
    publicUrl: deps.config.publicUrl,
    kind,
    // The Thon's share template speaks as the participant; a donor's text speaks as the donor.
    templateBody: kind === 'sms' ? (found?.templateBody ?? null) : null,
  });
  let texts: ShareTexts | undefined;
  await recordShare(
    deps.db,
    {
      participantId: participant.id,
      userId: subject.userId,
      channel: 'sms',
      checked: shareMobileNumbers(numbers),
      invalidMessage: messages.invalidPhone,
    },
    async (tx, shareId, addresses) => {
      texts = {
        shareId,
        eventId: event.id,
        texts: addresses.map((to) => ({ to, body, idempotencyKey: `share:${shareId}:${to}` })),
      };
      if (!held) await releaseShareTexts(tx, texts);
    },
  );
  // Announced once the share is committed: the worker must find it there.
  if (held && texts) await holdShareTexts(deps.jobs, texts, releaseAt);
  return {
    Message: messages.textMessagesSent,
    Counter: await readShareCounter(deps.db, { participantId: participant.id }),
    HeldUntil: held ? releaseAt.toISOString() : null,
  };
}
