import type { mergeParticipantsRequestSchema } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { type Executor, schema, sql } from '@pledgethon/db';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { forgetPublicAnswers } from '../public-thon/public-thon';
import type { ThonReach } from '../thons/thon-reach';
import { lockMergePair } from './participant-merges.queries';

const {
  chargeRequests,
  childClaims,
  consents,
  lapScans,
  parentParticipants,
  participantMerges,
  participantTestGroupData,
  participants,
  payments,
  personalDataViews,
  pledges,
  resultChanges,
  results,
  sessions,
  shareRecipients,
  shares,
  sponsorUpdates,
} = schema;

// Every table whose rows belong to a participant without a rule of one row per participant.
const MOVED_WHOLE = [
  pledges,
  payments,
  lapScans,
  results,
  resultChanges,
  shares,
  sponsorUpdates,
  personalDataViews,
  sessions,
  childClaims,
] as const;

/**
 * Merges two records of one child in one transaction: pledges, payments, laps, results, consents,
 * shares, parent links and history move from the removed record to the kept one, the kept record
 * takes what only the removed one knew (team, teacher, parent e-mail), the removed one leaves the
 * Thon's lists, and the merge is recorded. Only the Thon's whole-Thon staff reach it (the route).
 */
export async function mergeParticipants(
  db: Executor,
  reach: ThonReach,
  userId: string | null,
  input: z.output<typeof mergeParticipantsRequestSchema>,
): Promise<{ Message: string }> {
  const keep = input.KeepParticipantId;
  const drop = input.RemoveParticipantId;
  if (keep === drop) throw new AppError('rule', messages.mergeNotPossible);
  await db.transaction(async (tx) => {
    const pair = await lockMergePair(tx, { eventId: reach.event.id, ids: [keep, drop] });
    if (pair.length !== 2) throw new AppError('not_found', messages.mergeNotPossible);
    if (pair.every((side) => side.hasResults)) throw new AppError('rule', messages.mergeBothHaveResults);
    await moveRows(tx, keep, drop);
    await tx.execute(sql`
      update ${participants} as kept set
        team_id = coalesce(kept.team_id, removed.team_id),
        teacher_user_id = coalesce(kept.teacher_user_id, removed.teacher_user_id),
        parent_email = coalesce(kept.parent_email, removed.parent_email),
        user_id = coalesce(kept.user_id, removed.user_id),
        grade = coalesce(kept.grade, removed.grade),
        shirt_size = coalesce(kept.shirt_size, removed.shirt_size)
      from ${participants} as removed
      where kept.id = ${keep} and removed.id = ${drop}`);
    await tx.execute(
      sql`update ${participants} set removed_at = now(), user_id = null where ${participants.id} = ${drop}`,
    );
    await tx.insert(participantMerges).values({
      eventId: reach.event.id,
      keptParticipantId: keep,
      removedParticipantId: drop,
      mergedByUserId: userId,
    });
  });
  forgetPublicAnswers(db, reach.event.eventCode, keep);
  forgetPublicAnswers(db, reach.event.eventCode, drop);
  return { Message: messages.participantsMerged };
}

async function moveRows(tx: Executor, keep: string, drop: string) {
  for (const table of MOVED_WHOLE) {
    await tx.execute(sql`update ${table} set participant_id = ${keep} where participant_id = ${drop}`);
  }
  // Tables that hold one row per participant and key: the kept record's row wins.
  await tx.execute(sql`
    delete from ${shareRecipients} as removed where removed.participant_id = ${drop} and exists (
      select 1 from ${shareRecipients} as kept where kept.participant_id = ${keep} and kept.address = removed.address)`);
  await tx.execute(sql`
    delete from ${participantTestGroupData} as removed where removed.participant_id = ${drop} and exists (
      select 1 from ${participantTestGroupData} as kept
      where kept.participant_id = ${keep} and kept.g_experiment_id = removed.g_experiment_id)`);
  await tx.execute(sql`
    delete from ${chargeRequests} as removed where removed.participant_id = ${drop} and exists (
      select 1 from ${chargeRequests} as kept where kept.participant_id = ${keep} and kept.event_id = removed.event_id)`);
  for (const table of [shareRecipients, participantTestGroupData, chargeRequests]) {
    await tx.execute(sql`update ${table} set participant_id = ${keep} where participant_id = ${drop}`);
  }
  // One consent of a kind stands at a time: where both records have one, the kept record's stands.
  await tx.execute(sql`
    update ${consents} as removed set withdrawn_at = now(), withdrawal = 'merge'
    where removed.participant_id = ${drop} and removed.withdrawn_at is null and exists (
      select 1 from ${consents} as kept
      where kept.participant_id = ${keep} and kept.kind = removed.kind and kept.withdrawn_at is null)`);
  await tx.execute(sql`update ${consents} set participant_id = ${keep} where participant_id = ${drop}`);
  await tx.execute(sql`
    insert into ${parentParticipants} (parent_user_id, participant_id, relationship, created_at)
    select parent_user_id, ${keep}, relationship, created_at from ${parentParticipants}
    where participant_id = ${drop}
    on conflict do nothing`);
  await tx.execute(sql`delete from ${parentParticipants} where participant_id = ${drop}`);
}
