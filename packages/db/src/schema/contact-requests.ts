import { index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idempotencyKey } from './columns';
import { users } from './users';

export type ContactAttachment = {
  fileName: string;
  size: number;
  contentType: string;
  storagePath: string;
};

/** A message from an admin or franchisee user to support, and the ticket it became. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    fromEmail: text().notNull(),
    fromName: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    jiraIssueType: text(),
    // Null when the ticketing service could not be reached; the e-mails are sent regardless.
    ticketKey: text(),
    attachments: jsonb().$type<ContactAttachment[]>().notNull().default([]),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('contact_requests_idempotency_key_unique').on(table.idempotencyKey),
    index('contact_requests_user_idx').on(table.userId),
  ],
);
