import type { CalendarEntry } from '@pledgethon/contracts';
import type { Executor } from '@pledgethon/db';
import {
  type CalendarScope,
  findCalendarDeliveries,
  findCalendarReminders,
  findCalendarThons,
} from './franchisee-calendar.queries';

/**
 * What a franchisee's calendar shows between two days: its territory's Thons on their event dates,
 * their orders on their delivery dates and each enabled reminder on the day it goes out, by date.
 */
export async function franchiseeCalendar(
  db: Executor,
  input: { scope: CalendarScope; from: string; to: string },
): Promise<CalendarEntry[]> {
  const [thons, deliveries, reminders] = await Promise.all([
    findCalendarThons(db, input),
    findCalendarDeliveries(db, input),
    findCalendarReminders(db, input),
  ]);
  const entries: CalendarEntry[] = [
    ...thons.map(
      (thon): CalendarEntry => ({
        Kind: 'thon',
        Date: thon.eventDate,
        Title: thon.name,
        EventId: thon.id,
        EventCode: thon.eventCode,
        OrderId: null,
        OrderNumber: null,
        ReminderKey: null,
        Time: null,
      }),
    ),
    ...deliveries.map(
      (delivery): CalendarEntry => ({
        Kind: 'delivery',
        Date: delivery.deliveryDate,
        Title: delivery.name,
        EventId: delivery.eventId,
        EventCode: delivery.eventCode,
        OrderId: delivery.orderId,
        OrderNumber: delivery.number,
        ReminderKey: null,
        Time: null,
      }),
    ),
    ...reminders.map(
      (reminder): CalendarEntry => ({
        Kind: 'reminder',
        Date: reminder.date,
        Title: reminder.name,
        EventId: reminder.eventId,
        EventCode: reminder.eventCode,
        OrderId: null,
        OrderNumber: null,
        ReminderKey: reminder.key,
        Time: reminder.time ? `${reminder.time} ${reminder.timeZone}` : null,
      }),
    ),
  ];
  return entries.sort((a, b) => a.Date.localeCompare(b.Date));
}
