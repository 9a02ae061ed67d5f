import { messages } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText } from '../bounded-text';
import { pledgeChargeStateSchema, pledgeKindSchema } from './pledge-entry';

/** A pledge's place on the way to money: not charged yet, or its charge's state. */
export const pledgeProgressSchema = z.enum([
  'not_charged',
  'pending',
  'succeeded',
  'failed',
  'not_due',
  'written_off',
  'cancelled',
]);
export type PledgeProgress = z.infer<typeof pledgeProgressSchema>;

/** GET /api/Pledges/List/{eventCode} */
export const pledgeListParamsSchema = z.object({ eventCode: boundedText(50) });
export const pledgeListQuerySchema = z.object({
  Progress: pledgeProgressSchema.optional(),
  Kind: pledgeKindSchema.optional(),
  Page: z.coerce.number(messages.invalidData).int().min(1).max(100_000).default(1),
});

const pledgeRowSchema = z
  .object({
    PledgeId: z.uuid(),
    CreatedAt: z.iso.datetime(),
    DonorName: z.string(),
    DonorEmail: z.string().nullable(),
    ParticipantName: z.string().nullable(),
    Kind: pledgeKindSchema,
    RateCents: z.number().int().nullable(),
    MaxCents: z.number().int().nullable(),
    AmountCents: z.number().int().nullable(),
    IsOffline: z.boolean(),
    Progress: pledgeProgressSchema,
    ChargeState: pledgeChargeStateSchema.nullable(),
    PledgedCents: z.number().int(),
    CollectedCents: z.number().int(),
    Failure: z.string().nullable(),
    Attempt: z.number().int().nullable(),
  })
  .meta({ id: 'PledgeRow' });
export type PledgeRow = z.infer<typeof pledgeRowSchema>;

export const pledgeListSchema = z
  .object({
    EventId: z.uuid(),
    Pledges: z.array(pledgeRowSchema),
    Total: z.number().int(),
    PageSize: z.number().int(),
    Counts: z.partialRecord(pledgeProgressSchema, z.number().int()),
    OutstandingCents: z.number().int(),
    /** 'Action complete but some pledges may have issues...' once a charge has failed. */
    Warning: z.string().nullable(),
  })
  .meta({ id: 'PledgeList' });
export type PledgeList = z.infer<typeof pledgeListSchema>;

/** POST /api/Pledges/ResendPaymentRequest and /api/Pledges/WriteOff */
export const pledgeActionRequestSchema = z
  .object({ EventId: z.uuid(), PledgeId: z.uuid() })
  .meta({ id: 'PledgeActionRequest' });
