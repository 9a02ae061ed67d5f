import { MAX_INT32, REMINDER_KEYS } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText, CODE_MAX_LENGTH } from '../bounded-text';

export const THON_MESSAGES_PAGE_SIZE = 25;

/** What became of a message: 'held' is queued but waiting for the recipient's 8 AM or a retry. */
export const DELIVERY_STATES = ['queued', 'held', 'sent', 'failed', 'suppressed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** GET /api/Messages/GetThonMessages/{eventCode}?page=1&state=sent */
export const thonMessagesParamsSchema = z.object({ eventCode: boundedText(CODE_MAX_LENGTH) });
export const thonMessagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_INT32).default(1),
  state: z.enum(DELIVERY_STATES).optional(),
});

const thonMessageSchema = z
  .object({
    Id: z.uuid(),
    Channel: z.enum(['email', 'sms']),
    To: z.string(),
    Subject: z.string().nullable(),
    /** The reminder that sent it, or null for a share or another message of the Thon. */
    Reminder: z.enum(REMINDER_KEYS).nullable(),
    State: z.enum(DELIVERY_STATES),
    CreatedAt: z.iso.datetime(),
    /** When a held message will go out. */
    SendAfter: z.iso.datetime(),
    SentAt: z.iso.datetime().nullable(),
    Error: z.string().nullable(),
  })
  .meta({ id: 'ThonSentMessage' });
export type ThonMessage = z.infer<typeof thonMessageSchema>;

export const thonMessagesPageSchema = z
  .object({
    EventName: z.string(),
    Items: z.array(thonMessageSchema),
    Page: z.number().int(),
    PageSize: z.number().int(),
    Total: z.number().int(),
    /** How many of the Thon's messages are in each state. */
    Counts: z.record(z.enum(DELIVERY_STATES), z.number().int()),
  })
  .meta({ id: 'ThonSentMessagesPage' });

// A token is the address in base64url and a 32-character signature: 300 holds any address of 200.
export const unsubscribeParamsSchema = z.object({ token: z.string().min(1).max(300) });

/** GET /api/Messages/UnsubscribeStatus/{token} and POST /api/Messages/Unsubscribe/{token} */
export const unsubscribeStatusSchema = z
  .object({
    /** The address, partly hidden: the page confirms whose it is without showing it whole. */
    Address: z.string(),
    Unsubscribed: z.boolean(),
  })
  .meta({ id: 'UnsubscribeStatus' });
