import { z } from 'zod';

/**
 * POST /api/Thons/Complete. Completion cannot be undone, so a Thon completed before its event date,
 * or with participants who have no results, needs `Confirmed` after the organiser saw what that means.
 */
export const completeThonRequestSchema = z
  .object({ EventId: z.uuid(), Confirmed: z.boolean().optional() })
  .meta({ id: 'CompleteThonRequest' });
export type CompleteThonRequest = z.input<typeof completeThonRequestSchema>;

const perUnitPledgeWithoutResultSchema = z
  .object({
    PledgeId: z.uuid(),
    DonorName: z.string(),
    RateCents: z.number().int(),
    /** The donor's own cap, or null. */
    MaxCents: z.number().int().nullable(),
  })
  .meta({ id: 'PerUnitPledgeWithoutResult' });

const participantWithoutResultSchema = z
  .object({
    ParticipantId: z.uuid(),
    FirstName: z.string(),
    LastName: z.string(),
    /** Would count no units: charged nothing unless a result is entered before completing. */
    PerUnitPledges: z.array(perUnitPledgeWithoutResultSchema),
  })
  .meta({ id: 'ParticipantWithoutResult' });

/** The refusal (409) of a completion that needs confirming: the standard error body and what to confirm. */
export const thonCompletionToConfirmSchema = z
  .object({
    Success: z.literal(false),
    Message: z.string(),
    Errors: z.record(z.string(), z.string()),
    /** yyyy-mm-dd */
    EventDate: z.string(),
    /** Whether today, in the Thon's time zone, is before the event date. */
    BeforeEventDate: z.boolean(),
    ParticipantsWithoutResults: z.array(participantWithoutResultSchema),
  })
  .meta({ id: 'ThonCompletionToConfirm' });
export type ThonCompletionToConfirm = z.infer<typeof thonCompletionToConfirmSchema>;
