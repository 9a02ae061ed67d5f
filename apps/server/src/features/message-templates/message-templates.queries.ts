import type { ReminderKey } from '@pledgethon/core';
import { and, asc, desc, type Executor, eq, isNull, or, schema, sql } from '@pledgethon/db';

const { messageTemplates, reminderSettings } = schema;

// What a user sees: the built-in templates, which belong to no one, and their own custom ones.
const visibleTo = (userId: string) =>
  or(isNull(messageTemplates.ownerUserId), eq(messageTemplates.ownerUserId, userId));

export async function listActiveTemplates(
  db: Executor,
  { userId, category }: { userId: string; category: ReminderKey },
) {
  return db
    .select()
    .from(messageTemplates)
    .where(
      and(visibleTo(userId), eq(messageTemplates.category, category), eq(messageTemplates.isActive, true)),
    )
    .orderBy(
      desc(sql`${messageTemplates.ownerUserId} is null`),
      // A built-in text before its flat-donation variant, so the plain one is offered and kept first.
      asc(sql`coalesce(${messageTemplates.builtInKey}, '') like '%:flat'`),
      asc(messageTemplates.createdAt),
      asc(messageTemplates.id),
    );
}

/** One template the user may read: built-in or their own, active or archived. */
export async function findVisibleTemplate(db: Executor, { userId, id }: { userId: string; id: string }) {
  const [template] = await db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.id, id), visibleTo(userId)))
    .limit(1);
  return template;
}

/** The user's own active custom template, locked for the change about to be made to it. */
export async function findOwnActiveCustomTemplate(
  db: Executor,
  { userId, id }: { userId: string; id: string },
) {
  const [template] = await db
    .select()
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.id, id),
        eq(messageTemplates.ownerUserId, userId),
        eq(messageTemplates.isCustom, true),
        eq(messageTemplates.isActive, true),
      ),
    )
    .for('update')
    .limit(1);
  return template;
}

export async function insertCustomTemplate(
  db: Executor,
  values: Pick<
    typeof messageTemplates.$inferInsert,
    'ownerUserId' | 'templateName' | 'messageSubject' | 'messageBody' | 'messageType' | 'category'
  >,
) {
  const [row] = await db
    .insert(messageTemplates)
    .values({ ...values, isCustom: true, isActive: true })
    .returning({ id: messageTemplates.id });
  if (!row) throw new Error('template not inserted');
  return row.id;
}

export async function updateCustomTemplate(
  db: Executor,
  {
    id,
    values,
  }: {
    id: string;
    values: Pick<
      typeof messageTemplates.$inferInsert,
      'templateName' | 'messageSubject' | 'messageBody' | 'category'
    >;
  },
) {
  await db.update(messageTemplates).set(values).where(eq(messageTemplates.id, id));
}

export async function archiveTemplate(db: Executor, { id }: { id: string }) {
  await db.update(messageTemplates).set({ isActive: false }).where(eq(messageTemplates.id, id));
}

/** Reminders still using an archived template move to another active one of the same category. */
export async function reattachReminders(db: Executor, { fromId, toId }: { fromId: string; toId: string }) {
  await db
    .update(reminderSettings)
    .set({ messageTemplateId: toId })
    .where(eq(reminderSettings.messageTemplateId, fromId));
}
