import {
  GUEST_SHARE_MAX_EMAILS,
  GUEST_SHARE_MAX_TEXTS,
  MAX_EMAIL_RECIPIENTS,
  MAX_SMS_RECIPIENTS,
  SHARE_TARGET,
} from '@pledgethon/core';
import { z } from 'zod';
import { boundedText } from '../bounded-text';
import { pledgeTokenSchema } from '../pledges/pledge-entry';

// Addresses are checked by the share rules (with the spec's own message), so the contract only
// bounds them: longer than any address a mailbox accepts, and than any way of writing a phone number.
const ADDRESS_MAX_LENGTH = 254;
const PHONE_TEXT_MAX_LENGTH = 30;

/** GET /api/Shares/GetShareCounter/{participantId} */
export const shareCounterParamsSchema = z.object({ participantId: z.uuid() });

export const shareCounterSchema = z
  .object({
    ParticipantId: z.uuid(),
    /** People reached so far: every e-mail and text recipient, and one per social post. */
    Shares: z.number().int().min(0),
    Target: z.literal(SHARE_TARGET),
    /** Nothing shared yet: the counter shows its message for 0 shares. */
    IsEmpty: z.boolean(),
    IsComplete: z.boolean(),
  })
  .meta({ id: 'ShareCounter' });
export type ShareCounter = z.infer<typeof shareCounterSchema>;

/** POST /api/Shares/ShareByEmail */
export const shareByEmailRequestSchema = z.object({
  ParticipantId: z.uuid(),
  Emails: z.array(boundedText(ADDRESS_MAX_LENGTH)).min(1).max(MAX_EMAIL_RECIPIENTS),
});

/** POST /api/Shares/ShareByText */
export const shareByTextRequestSchema = z.object({
  ParticipantId: z.uuid(),
  /** US mobile numbers in any common form; 10 digits are stored. */
  MobileNumbers: z.array(boundedText(PHONE_TEXT_MAX_LENGTH)).min(1).max(MAX_SMS_RECIPIENTS),
});

/** POST /api/Shares/RecordSocialShare: the post was published in the social provider's window. */
export const socialShareRequestSchema = z.object({ ParticipantId: z.uuid() });

export const shareResultSchema = z
  .object({
    Message: z.string(),
    Counter: shareCounterSchema,
    /** When held texts go out (ISO 8601), or null when they went at once or this was not a text share. */
    HeldUntil: z.string().nullable(),
  })
  .meta({ id: 'ShareResult' });
export type ShareResult = z.infer<typeof shareResultSchema>;

/** POST /api/Shares/GuestShareByEmail: a donor passes their pledge on, by the receipt's secret link. */
export const guestShareByEmailRequestSchema = z.object({
  Token: pledgeTokenSchema,
  Emails: z.array(boundedText(ADDRESS_MAX_LENGTH)).min(1).max(GUEST_SHARE_MAX_EMAILS),
});

/** POST /api/Shares/GuestShareByText */
export const guestShareByTextRequestSchema = z.object({
  Token: pledgeTokenSchema,
  MobileNumbers: z.array(boundedText(PHONE_TEXT_MAX_LENGTH)).min(1).max(GUEST_SHARE_MAX_TEXTS),
});
