import { MAX_COMMISSION_RATE_PERCENT, messages } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText } from '../bounded-text';
import { connectedAccountStateSchema } from '../thons/payout-account';
import { PERSON_NAME_MAX_LENGTH, personNameSchema } from './participants';
import { invitee } from './people';

export const FRANCHISEE_INVITE_ROLES = ['franchisee_user', 'franchisee_team_leader'] as const;
/** POST /api/Franchisees/Invite: a user or team leader of a franchisee. */
export const franchiseeInviteRequestSchema = z.object({
  FranchiseeId: z.uuid(),
  Role: z.enum(FRANCHISEE_INVITE_ROLES),
  ...invitee,
});
export type FranchiseeInviteRequest = z.input<typeof franchiseeInviteRequestSchema>;

/** A commission rate in percent with up to two decimals, at most 60 (spec sections 5 and 9). */
export const commissionRatePercentSchema = z
  .number(messages.invalidData)
  .min(0, messages.invalidData)
  .max(MAX_COMMISSION_RATE_PERCENT, messages.commissionTooHigh)
  // Stored in basis points: a rate has at most two decimals.
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, messages.invalidData);

/** POST /api/Franchisees/Create: super administrators only. */
export const createFranchiseeRequestSchema = z.object({
  Name: personNameSchema,
  Territory: boundedText(PERSON_NAME_MAX_LENGTH).trim().nullable().default(null),
  CommissionRatePercent: commissionRatePercentSchema,
});
export type CreateFranchiseeRequest = z.input<typeof createFranchiseeRequestSchema>;
export const franchiseeResponseSchema = z
  .object({ Message: z.string(), FranchiseeId: z.uuid(), CommissionRatePercent: z.number() })
  .meta({ id: 'FranchiseeResponse' });

/** GET /api/Franchisees/List: every franchisee for super administrators, their own for its users. */
const franchiseeSummarySchema = z
  .object({
    FranchiseeId: z.uuid(),
    Name: z.string(),
    Territory: z.string().nullable(),
    CommissionRatePercent: z.number(),
    /** Its users and team leaders, invited or signed up, by name. */
    People: z.array(
      z.object({
        UserId: z.uuid(),
        FirstName: z.string(),
        LastName: z.string(),
        Email: z.string(),
        Role: z.enum(FRANCHISEE_INVITE_ROLES),
        /** False while the person has not yet accepted their invitation. */
        Joined: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'FranchiseeSummary' });
export type FranchiseeSummary = z.infer<typeof franchiseeSummarySchema>;
export const franchiseeListSchema = z.array(franchiseeSummarySchema);

/**
 * GET /api/Franchisee/PayoutAccount: where the commission of the caller's franchise is paid
 * (decision 142), its connected account at the provider.
 */
export const franchiseePayoutAccountSchema = connectedAccountStateSchema
  .extend({
    FranchiseeId: z.uuid(),
    Name: z.string(),
    /**
     * The record names an account whose state is not kept here (set by a super administrator before
     * franchises connected their own): the commission is transferred to it as before.
     */
    SetByAdministrator: z.boolean(),
    /** The commission on the charges split so far: transferred to the account, and still owed (decision 143). */
    CommissionPaidCents: z.number().int(),
    CommissionOwedCents: z.number().int(),
  })
  .meta({ id: 'FranchiseePayoutAccount' });
export type FranchiseePayoutAccount = z.infer<typeof franchiseePayoutAccountSchema>;
