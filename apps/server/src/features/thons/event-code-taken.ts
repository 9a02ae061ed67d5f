import { messages } from '@pledgethon/core';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../http/unique-violation';

export const eventCodeTaken = () =>
  new AppError('conflict', messages.eventCodeTaken, { EventCode: messages.eventCodeTaken });

/** A write refused because another Thon took the code between our check and the write. */
export const isEventCodeConflict = (error: unknown): boolean =>
  isUniqueViolation(error, 'events_event_code_unique');
