import { eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { events, shareRecipients, shares, sponsorUpdates } from '../schema/index';
import { hoursBefore } from './calendar';
import type { DemoParticipant } from './participants';
import type { DemoUserIds } from './people';
import { demoShareMessages, insertDemoMessages } from './sent-messages';

/**
 * Emma's share counter part-way to its target, the e-mails and texts those shares sent (delivered),
 * and one update from the organiser to all sponsors.
 */
export async function insertDemoSharing(
  tx: Executor,
  userIds: DemoUserIds,
  { eventId, student, publicUrl }: { eventId: string; student: DemoParticipant; publicUrl: string },
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
      ].map((share) => ({ ...share, participantId: student.id, sharedByUserId: userIds.student })),
    )
    .returning({ id: shares.id, channel: shares.channel, createdAt: shares.createdAt });
  const recipients = sent.flatMap((share) =>
    share.channel === 'social'
      ? []
      : invited[share.channel].map((address) => ({
          shareId: share.id,
          channel: share.channel,
          participantId: student.id,
          address,
          createdAt: share.createdAt,
        })),
  );
  await tx.insert(shareRecipients).values(recipients.map(({ channel: _, ...recipient }) => recipient));

  const [thon] = await tx.select().from(events).where(eq(events.id, eventId));
  if (!thon) throw new Error('demo Thon not inserted');
  const texts = demoShareMessages({ thon, participant: student, publicUrl });
  await insertDemoMessages(
    tx,
    eventId,
    recipients.map(({ channel, address, createdAt }) => ({
      channel: channel === 'sms' ? ('sms' as const) : ('email' as const),
      to: address,
      subject: channel === 'sms' ? null : texts.subject,
      body: channel === 'sms' ? texts.textBody : texts.emailBody,
      outcome: 'sent' as const,
      at: createdAt,
      key: `demo-share:${student.id}:${address}`,
    })),
  );

  await tx.insert(sponsorUpdates).values({
    eventId,
    authorUserId: userIds.organizer,
    message: 'Thank you, sponsors! We are a third of the way to our goal. Keep the pledges coming!',
    createdAt: hoursBefore(now, 12),
  });
}
