import { type Executor, schema } from '@pledgethon/db';

const { activityLog } = schema;

/** Records the activity unless the user already has it; answers whether this call added it. */
export async function addActivityOnce(
  db: Executor,
  { userId, activityTypeId }: { userId: string; activityTypeId: number },
): Promise<boolean> {
  const inserted = await db
    .insert(activityLog)
    .values({ userId, activityTypeId })
    .onConflictDoNothing({ target: [activityLog.userId, activityLog.activityTypeId] })
    .returning({ userId: activityLog.userId });
  return inserted.length > 0;
}
