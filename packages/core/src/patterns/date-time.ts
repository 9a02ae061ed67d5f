import { z } from 'zod';
import { parseCalendarDate } from '../dates';
import { messages } from '../messages';

/** m/d/yyyy: month and day with or without a leading zero. */
const DATE_PATTERN = /^(0?[1-9]|1[0-2])\/(0?[1-9]|[12]\d|3[01])\/\d{4}$/;
/** h:mm AM/PM, 12-hour, with or without a leading zero and the space before AM/PM. */
export const TIME_PATTERN = /^(0?[1-9]|1[0-2]):[0-5]\d ?[AaPp][Mm]$/;

// The pattern alone lets 2/30/2025 through; the calendar knows month lengths and leap years.
const isCalendarDate = (text: string): boolean => parseCalendarDate(text) !== null;

export const dateTextSchema = z
  .string(messages.invalidDate)
  .regex(DATE_PATTERN, messages.invalidDate)
  .refine(isCalendarDate, messages.invalidDate);

export const timeTextSchema = z.string(messages.invalidTime).regex(TIME_PATTERN, messages.invalidTime);
