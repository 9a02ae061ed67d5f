import { initialOf } from '@pledgethon/core';
import { and, type Executor, eq, inArray, isNull, schema, sql } from '@pledgethon/db';
import { newAccessCode } from '../thon-participants/access-code';
import type { ChildPhotos } from './child-photos';
import { withdrawAllConsents } from './consent-records';
import { countRemovable, findRemovableChildren, type RemovableChild } from './remove-personal-data.queries';
import type { RemovalCounts, RemovalRequest } from './remove-personal-data.types';

const {
  events,
  outboxMessages,
  parentParticipants,
  participants,
  participantTestGroupData,
  personalDataRemovals,
  pledges,
  sessions,
  shareRecipients,
  sponsorUpdates,
} = schema;

// Small enough that a stop loses little, large enough that a big Thon takes few round trips.
const BATCH = 100;

/** A name as a regular expression of whole words, so "Ann" does not touch "Annual". */
const wordPattern = (name: string) => `\\m${name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\M`;

/** Every way a message could name the child: the full name first, then each name on its own. */
function redactions(child: RemovableChild, replacement: { first: string; last: string }) {
  return [
    [`${child.firstName} ${child.lastName}`, `${replacement.first} ${replacement.last}`.trim()],
    [child.firstName, replacement.first],
    [child.lastName, replacement.last],
  ].filter(([name]) => (name ?? '').trim().length > 0) as [string, string][];
}

/**
 * Removes one child's personal data in one transaction: their names become initials (or nothing,
 * on a parent's request), their photo, parent contacts, access code, sign-ins, share contacts and
 * their own sponsor updates go, the Thon's messages are cleared of their names and their parents'
 * addresses, and standing consents close. Money stays: pledges already charged and payments keep
 * pointing at the now anonymous row; on a deletion, pledges not yet charged are cancelled.
 */
async function removeChild(
  db: Executor,
  photos: ChildPhotos,
  child: RemovableChild,
  request: RemovalRequest,
) {
  // Files before rows: a stop between the two leaves a name whose files are deleted again next time.
  if (child.photoName) await photos.removeFiles(child.id, child.photoName);
  const deletion = request.reason === 'parent_request';
  const replacement = deletion
    ? { first: 'Removed', last: '' }
    : { first: initialOf(child.firstName), last: initialOf(child.lastName) };
  await db.transaction(async (tx) => {
    for (const [name, replaced] of redactions(child, replacement)) {
      const pattern = wordPattern(name);
      await tx
        .update(outboxMessages)
        .set({
          subject: sql`regexp_replace(${outboxMessages.subject}, ${pattern}, ${replaced}, 'gi')`,
          body: sql`regexp_replace(${outboxMessages.body}, ${pattern}, ${replaced}, 'gi')`,
        })
        .where(
          and(
            eq(outboxMessages.eventId, request.eventId),
            sql`${outboxMessages.body} ~* ${pattern} or ${outboxMessages.subject} ~* ${pattern}`,
          ),
        );
    }
    const addresses = [...child.parentAddresses];
    if (addresses.length > 0)
      await tx
        .update(outboxMessages)
        .set({ toAddress: 'removed' })
        .where(inArray(sql`lower(${outboxMessages.toAddress})`, addresses));
    await tx.delete(sessions).where(eq(sessions.participantId, child.id));
    await tx.delete(shareRecipients).where(eq(shareRecipients.participantId, child.id));
    await tx.delete(sponsorUpdates).where(eq(sponsorUpdates.participantId, child.id));
    await tx.delete(participantTestGroupData).where(eq(participantTestGroupData.participantId, child.id));
    await tx.delete(parentParticipants).where(eq(parentParticipants.participantId, child.id));
    await withdrawAllConsents(tx, [child.id], deletion ? 'deletion' : 'retention', request.userId);
    if (deletion)
      await tx
        .update(pledges)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(pledges.participantId, child.id),
            sql`not exists (
          select 1 from ${schema.payments}
          where ${schema.payments.pledgeId} = ${pledges.id} and ${schema.payments.status} = 'succeeded'
        )`,
          ),
        );
    const now = new Date();
    await tx
      .update(participants)
      .set({
        firstName: replacement.first,
        lastName: replacement.last,
        parentEmail: null,
        accessCode: newAccessCode(),
        photoName: null,
        publicFullNameOptIn: false,
        publicPhotoOptIn: false,
        publicConsentAt: null,
        userId: null,
        anonymizedAt: now,
        ...(deletion
          ? { removedAt: sql`coalesce(${participants.removedAt}, ${now.toISOString()}::timestamptz)` }
          : {}),
      })
      .where(and(eq(participants.id, child.id), isNull(participants.anonymizedAt)));
  });
}

/**
 * Removes (or, as a dry run, counts) the personal data of a Thon's children, or of some of them, and
 * logs the run with its counts. Safe to run again or after a stop halfway: each child is done in
 * one transaction and a done child is never taken again.
 */
export async function removePersonalData(
  db: Executor,
  photos: ChildPhotos,
  request: RemovalRequest,
): Promise<{ runId: string; counts: RemovalCounts }> {
  const counts = await countRemovable(db, request);
  const [run] = await db
    .insert(personalDataRemovals)
    .values({
      eventId: request.eventId,
      reason: request.reason,
      dryRun: request.dryRun,
      requestedByUserId: request.userId,
      counts,
      finishedAt: request.dryRun ? new Date() : null,
    })
    .returning({ id: personalDataRemovals.id });
  if (!run) throw new Error('insert returned no row');
  if (request.dryRun) return { runId: run.id, counts };
  for (;;) {
    const batch = await findRemovableChildren(db, request, BATCH);
    for (const child of batch) await removeChild(db, photos, child, request);
    if (batch.length < BATCH) break;
  }
  if (!request.participantIds)
    await db.update(events).set({ personalDataRemovedAt: new Date() }).where(eq(events.id, request.eventId));
  await db
    .update(personalDataRemovals)
    .set({ finishedAt: new Date() })
    .where(eq(personalDataRemovals.id, run.id));
  return { runId: run.id, counts };
}
