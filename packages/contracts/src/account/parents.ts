import { CONSENT_LANGUAGES, DEFAULT_PERSONAL_GOAL_CENTS, messages } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText, CODE_MAX_LENGTH, PATH_MAX_LENGTH } from '../bounded-text';
import { goalCentsSchema, personNameSchema } from '../thon-people/participants';
import { participantItemSchema } from './participants';

/** The public-page and vendor choices a parent makes when a child becomes theirs. */
const childChoices = {
  /** The public page shows the full name instead of first name and last initial. */
  PublicFullName: z.boolean().default(false),
  /** The public page may show the child's photo. */
  PublicPhoto: z.boolean().default(false),
  /** The shop's vendor may see the child's name with the shirt size. */
  VendorSharing: z.boolean().default(false),
  /** The language the consent texts were shown in; the record keeps those words. */
  Language: z.enum(CONSENT_LANGUAGES).default('en'),
};

/** POST /api/Parent/AddParticipant: a parent adds their child to a Thon by its event code. */
export const addChildRequestSchema = z.object({
  EventCode: boundedText(CODE_MAX_LENGTH, messages.eventCodeInvalid).trim().min(1, messages.eventCodeInvalid),
  FirstName: personNameSchema,
  LastName: personNameSchema,
  GoalCents: goalCentsSchema.default(DEFAULT_PERSONAL_GOAL_CENTS),
  /**
   * The parent says the child is not the one of the same name the school listed: only then is a new
   * participant made beside a listed one.
   */
  DifferentChild: z.boolean().default(false),
  ...childChoices,
});
export type AddChildRequest = z.input<typeof addChildRequestSchema>;

/** The answer when the Thon lists a child of that name: the school confirms before the child is linked. */
export const childClaimPendingSchema = z
  .object({ ClaimPending: z.literal(true), Message: z.string() })
  .meta({ id: 'ChildClaimPending' });
export const addChildResponseSchema = z.union([participantItemSchema, childClaimPendingSchema]);

/**
 * POST /api/Parent/ClaimParticipant: a parent links the child the school already listed, by the
 * child's access code or the link of the QR code on the child's badge (hence the longer bound).
 */
export const claimChildRequestSchema = z.object({
  AccessCode: boundedText(PATH_MAX_LENGTH, messages.enterAccessCode).trim().min(1, messages.enterAccessCode),
  ...childChoices,
});
export type ClaimChildRequest = z.input<typeof claimChildRequestSchema>;

/** POST /api/Parent/UpdateParticipant: a parent changes their child's goal or public-page choices. */
export const updateChildRequestSchema = z.object({
  ParticipantId: z.uuid(),
  GoalCents: goalCentsSchema.optional(),
  PublicFullName: z.boolean().optional(),
  PublicPhoto: z.boolean().optional(),
  VendorSharing: z.boolean().optional(),
  Language: z.enum(CONSENT_LANGUAGES).default('en'),
});
export type UpdateChildRequest = z.input<typeof updateChildRequestSchema>;

/** GET /api/Parent/GetPledges: the pledges the parent's children received, newest first. */
const childPledgeSchema = z
  .object({
    PledgeId: z.uuid(),
    ParticipantId: z.uuid(),
    ParticipantFirstName: z.string(),
    ParticipantLastName: z.string(),
    EventName: z.string(),
    DonorName: z.string(),
    Kind: z.enum(['per_unit', 'flat']),
    /** The flat amount, or the rate per unit. */
    AmountCents: z.number().int(),
    /** What the pledge counts for now, as "raised" counts it (decision 041). */
    PledgedCents: z.number().int(),
    /** The pledge's state: submitted, or updated by the donor. */
    Status: z.enum(['submitted', 'updated']),
    /** Where its charge stands once the Thon or the child is completed; null before (decision 057). */
    ChargeState: z.enum(['pending', 'succeeded', 'failed', 'not_due', 'written_off']).nullable(),
    /** What the donor is expected to pay: at the recorded units, or at the expected units before results. */
    ExpectedCents: z.number().int(),
    /** What was charged or collected on it so far. */
    ChargedCents: z.number().int(),
    CreatedAt: z.iso.datetime(),
  })
  .meta({ id: 'ChildPledge' });
export type ChildPledge = z.infer<typeof childPledgeSchema>;
export const childPledgesSchema = z.array(childPledgeSchema);

/** GET /api/Parent/GetQr/{participantId}: a child's QR login code, for one of the caller's children. */
export const childQrParamsSchema = z.object({ participantId: z.uuid() });
export const childQrSchema = z
  .object({ QrLoginUrl: z.string(), QrPngDataUrl: z.string() })
  .meta({ id: 'ChildQr' });
