import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { events } from './events';
import { users } from './users';

/** A public page at {site}/{url}, optionally promoting one Thon. */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    // Kept as typed; unique and looked up by lower(url), which is what the availability check asks.
    url: text().notNull(),
    title: text().notNull(),
    headline: text().notNull().default(''),
    // The story, as typed: the page shows it as plain paragraphs.
    body: text().notNull().default(''),
    /** The hero image; null shows the default image of a youth-group fundraiser. */
    imageUrl: text(),
    /** The gallery's images in their order, each an image address the upload answered. */
    galleryImageUrls: jsonb().$type<string[]>().notNull().default([]),
    videoUrl: text(),
    isActive: boolean().notNull().default(true),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('landing_pages_url_unique').on(sql`lower(${table.url})`),
    index('landing_pages_event_idx').on(table.eventId),
    check('landing_pages_url_format', sql`${table.url} ~ '^[A-Za-z0-9][A-Za-z0-9_-]*$'`),
  ],
);
