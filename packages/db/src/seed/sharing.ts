import type { Executor } from '../client';
import { shareRecipients, shares, sponsorUpdates } from '../schema/index';
import { hoursBefore } from './calendar';
import type { DemoUserIds } from './people';

/** Emma's share counter part-way to its target, and one update from the organiser to all sponsors. */
export async function insertDemoSharing(
  tx: Executor,
  userIds: DemoUserIds,
  eventId: string,
  studentParticipantId: string,
  now: Date,
): Promise<void> {
  const invited = {
    email: ['grandma.carter@example.com', 'uncle.joe@example.com', 'coach.rivera@example.com'],
    sms: ['3125550142', '3125550167'],
  };
  const sent = await tx
    .insert(shares)
    .values(
      [
        { channel: 'email' as const, recipientCount: invited.email.length, createdAt: hoursBefore(now, 72) },
        { channel: 'sms' as const, recipientCount: invited.sms.length, createdAt: hoursBefore(now, 48) },
        { channel: 'social' as const, recipientCount: 1, createdAt: hoursBefore(now, 24) },
      ].map((share) => ({ ...share, participantId: studentParticipantId, sharedByUserId: userIds.student })),
    )
    .returning({ id: shares.id, channel: shares.channel, createdAt: shares.createdAt });

  await tx.insert(shareRecipients).values(
    sent.flatMap((share) =>
      share.channel === 'social'
        ? []
        : invited[share.channel].map((address) => ({
            shareId: share.id,
            participantId: studentParticipantId,
            address,
            createdAt: share.createdAt,
          })),
    ),
  );

  await tx.insert(sponsorUpdates).values({
    eventId,
    authorUserId: userIds.organizer,
    message: 'Thank you, sponsors! We are a third of the way to our goal. Keep the pledges coming!',
    createdAt: hoursBefore(now, 12),
  });
}
