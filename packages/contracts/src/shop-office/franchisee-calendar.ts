import { messages } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText, CODE_MAX_LENGTH } from '../bounded-text';

/** The longest span one request may ask for: a month view shows six weeks, with room to spare. */
const CALENDAR_MAX_DAYS = 62;

const day = z.iso.date(messages.invalidDate).max(10, messages.invalidDate);

export const franchiseeCalendarQuerySchema = z.object({ From: day, To: day }).refine(
  ({ From, To }) => {
    const span = (Date.parse(To) - Date.parse(From)) / 86_400_000;
    return span >= 0 && span <= CALENDAR_MAX_DAYS;
  },
  { message: messages.invalidDate, path: ['To'] },
);

const CALENDAR_ENTRY_KINDS = ['thon', 'delivery', 'reminder'] as const;

const calendarEntrySchema = z
  .object({
    Kind: z.enum(CALENDAR_ENTRY_KINDS),
    Date: z.iso.date(),
    /** The Thon's name; for a reminder also which reminder, for a delivery the order's number. */
    Title: boundedText(200),
    EventId: z.uuid(),
    EventCode: boundedText(CODE_MAX_LENGTH),
    /** Set on a delivery: the order it brings, and that order's number. */
    OrderId: z.uuid().nullable(),
    OrderNumber: z.number().int().nullable(),
    /** Set on a reminder: its key and its clock time in its zone. */
    ReminderKey: boundedText(40).nullable(),
    Time: boundedText(20).nullable(),
  })
  .meta({ id: 'CalendarEntry' });
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const franchiseeCalendarSchema = z
  .object({ Entries: z.array(calendarEntrySchema) })
  .meta({ id: 'FranchiseeCalendar' });
