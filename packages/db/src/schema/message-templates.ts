import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { messageChannel } from './outbox';
import { reminderKey } from './reminder-enums';
import { users } from './users';

/**
 * The text of a reminder. Built-in templates have no owner and are not editable; a user's custom
 * templates are owned by that user and archived (is_active false) rather than deleted.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerUserId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    templateName: text().notNull(),
    // Null for text messages, which have no subject.
    messageSubject: text(),
    messageBody: text().notNull(),
    messageType: messageChannel().notNull(),
    isCustom: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    // Templates are offered per reminder: a reminder lists the active templates of its own key.
    category: reminderKey().notNull(),
    // Names a built-in template ('EmailReminderTomorrow:email', '...:flat' for its flat-donation
    // variant), so the start-up step that writes them finds its own rows again.
    builtInKey: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('message_templates_owner_category_idx').on(table.ownerUserId, table.category),
    unique('message_templates_built_in_key_unique').on(table.builtInKey),
    check(
      'message_templates_built_in_has_no_owner',
      sql`${table.builtInKey} is null or ${table.ownerUserId} is null`,
    ),
    check('message_templates_custom_has_owner', sql`${table.isCustom} = (${table.ownerUserId} is not null)`),
    check(
      'message_templates_email_has_subject',
      sql`${table.messageType} <> 'email' or ${table.messageSubject} is not null`,
    ),
  ],
);
