import { messages } from '@pledgethon/core';
import { AppError } from '../../http/app-error';

export const eventCodeTaken = () =>
  new AppError('conflict', messages.eventCodeTaken, { EventCode: messages.eventCodeTaken });

/** A write refused because another Thon took the code between our check and the write. */
export const isEventCodeConflict = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
  return cause?.code === '23505' && cause.constraint === 'events_event_code_unique';
};
