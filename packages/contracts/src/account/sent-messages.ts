import { MAX_INT32 } from '@pledgethon/core';
import { z } from 'zod';

export const SENT_MESSAGES_PAGE_SIZE = 20;

/** GET /api/Messages/GetSentMessages?page=1: every e-mail and text the product sent, newest first. */
export const sentMessagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_INT32).default(1),
});

const sentMessageSchema = z
  .object({
    Id: z.uuid(),
    /** 'email' or 'sms'. */
    Channel: z.string(),
    To: z.string(),
    Subject: z.string().nullable(),
    Body: z.string(),
    /** 'queued', 'sent', 'failed' or 'suppressed'. */
    Status: z.string(),
    CreatedAt: z.iso.datetime(),
  })
  .meta({ id: 'SentMessage' });

export const sentMessagesPageSchema = z
  .object({
    Items: z.array(sentMessageSchema),
    Page: z.number().int(),
    PageSize: z.number().int(),
    Total: z.number().int(),
  })
  .meta({ id: 'SentMessagesPage' });
