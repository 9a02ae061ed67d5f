import { consentsEn } from '@pledgethon/texts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { consents, events, personalDataRemovals, personalDataViews } from '../schema/index';
import type { DemoUserIds } from './people';

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

/**
 * The demo's privacy records: the parent's consents (the full name given, the vendor sharing given
 * and later withdrawn), the staff views of the children the parent sees on their dashboard, a
 * 90-day retention chosen by the organiser, and a dry run of the retention job.
 */
export async function insertDemoPrivacy(
  tx: Executor,
  userIds: DemoUserIds,
  { eventId, family }: { eventId: string; family: { id: string }[] },
  now: Date,
) {
  const [emma, noah] = family;
  if (!emma || !noah) throw new Error('the demo family has two children');
  await tx.update(events).set({ retentionDays: 90 }).where(eq(events.id, eventId));
  await tx.insert(consents).values([
    {
      participantId: emma.id,
      kind: 'full_name',
      givenByUserId: userIds.parent,
      givenAt: hoursBefore(now, 20 * 24),
      textShown: consentsEn.full_name,
    },
    {
      participantId: noah.id,
      kind: 'vendor_sharing',
      givenByUserId: userIds.parent,
      givenAt: hoursBefore(now, 15 * 24),
      textShown: consentsEn.vendor_sharing,
      withdrawnAt: hoursBefore(now, 3 * 24),
      withdrawnByUserId: userIds.parent,
      withdrawal: 'parent',
    },
  ]);
  const views = [
    [userIds.organizer, 'organizer', 'Olivia Grant', 'the participant list', 48],
    [userIds.teacher, 'teacher', 'Theresa Lane', 'the results grid', 26],
    [userIds.franchisee, 'franchisee_user', 'Frances Holloway', 'the collections page', 5],
  ] as const;
  await tx.insert(personalDataViews).values(
    family.flatMap((child) =>
      views.map(([viewerUserId, viewerRole, viewerName, what, hours]) => ({
        participantId: child.id,
        viewerUserId,
        viewerRole,
        viewerName,
        what,
        viewedAt: hoursBefore(now, hours),
      })),
    ),
  );
  await tx.insert(personalDataRemovals).values({
    eventId,
    reason: 'retention',
    dryRun: true,
    requestedByUserId: userIds.organizer,
    counts: { participants: 168, photos: 0, parentContacts: 0, parentLinks: 2 },
    startedAt: hoursBefore(now, 1),
    finishedAt: hoursBefore(now, 1),
  });
}
