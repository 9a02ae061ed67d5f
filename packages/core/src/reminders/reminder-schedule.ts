import { shiftCalendarDate } from '../dates';

/** The day a reminder goes out, recomputed from the event date whenever that changes. */
export const reminderDate = (eventDate: string, days: number): string => shiftCalendarDate(eventDate, days);
