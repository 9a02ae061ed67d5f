import type { offlinePledgeRequestSchema } from '@pledgethon/contracts';
import { MINIMUM_PLEDGE_CENTS, messages } from '@pledgethon/core';
import { and, type Executor, eq, schema } from '@pledgethon/db';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { withinReach } from '../thon-participants/thon-participants.queries';
import type { ThonReach } from '../thons/thon-reach';

const { participants, payments, pledges } = schema;

/**
 * Records a cash or check pledge (decision 057): a flat pledge marked offline, never charged through
 * the provider, and — when the money is in hand — its payment, collected at once. The request's key
 * makes a double click or a retry one pledge.
 */
export async function recordOfflinePledge(
  db: Executor,
  { reach, input }: { reach: ThonReach; input: z.output<typeof offlinePledgeRequestSchema> },
) {
  if (input.AmountCents < MINIMUM_PLEDGE_CENTS) {
    throw new AppError('validation', messages.minimumPledge, { AmountCents: messages.minimumPledge });
  }
  const eventId = reach.event.id;
  return db.transaction(async (tx) => {
    if (input.ParticipantId) {
      const [participant] = await tx
        .select({ id: participants.id })
        .from(participants)
        .where(and(withinReach(eventId, reach.participants), eq(participants.id, input.ParticipantId)))
        .limit(1);
      if (!participant)
        throw new AppError('validation', messages.selectParticipant, {
          ParticipantId: messages.selectParticipant,
        });
    }
    const [pledge] = await tx
      .insert(pledges)
      .values({
        eventId,
        participantId: input.ParticipantId,
        donorUserId: null,
        donorFirstName: input.DonorFirstName,
        donorLastName: input.DonorLastName,
        donorEmail: input.DonorEmail,
        kind: 'flat',
        amountCents: input.AmountCents,
        isOffline: true,
        idempotencyKey: `offline-${input.IdempotencyKey}`,
      })
      .onConflictDoNothing({ target: pledges.idempotencyKey })
      .returning({ id: pledges.id });
    if (pledge && input.Received) {
      await tx.insert(payments).values({
        eventId,
        participantId: input.ParticipantId,
        pledgeId: pledge.id,
        amountCents: input.AmountCents,
        method: input.PaymentType,
        provider: 'offline',
        status: 'succeeded',
        idempotencyKey: `offline-${input.IdempotencyKey}`,
      });
    }
    return {
      Message: messages.offlinePledgeCreated,
      Count: pledge ? 1 : 0,
      AmountCents: pledge ? input.AmountCents : 0,
    };
  });
}
