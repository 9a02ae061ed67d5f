import { z } from 'zod';

/** GET /api/ThonParticipants/Claims/{eventId}: the parents waiting for the staff to confirm their child. */
export const childClaimsParamsSchema = z.object({ eventId: z.uuid() });

const childClaimSchema = z
  .object({
    ClaimId: z.uuid(),
    ParticipantId: z.uuid(),
    FirstName: z.string(),
    LastName: z.string(),
    TeamName: z.string().nullable(),
    ParentFirstName: z.string(),
    ParentLastName: z.string(),
    ParentEmail: z.string(),
    /** The e-mail the school listed for the child's parent, to compare with the parent's. */
    ListedParentEmail: z.string().nullable(),
    RequestedAt: z.iso.datetime(),
  })
  .meta({ id: 'ChildClaim' });
export type ChildClaim = z.infer<typeof childClaimSchema>;
export const childClaimsSchema = z.array(childClaimSchema);

/** POST /api/ThonParticipants/DecideClaim: confirming links the parent to the listed child. */
export const decideChildClaimRequestSchema = z.object({
  EventId: z.uuid(),
  ClaimId: z.uuid(),
  Confirm: z.boolean(),
});
export type DecideChildClaimRequest = z.input<typeof decideChildClaimRequestSchema>;

export const decideChildClaimResponseSchema = z.object({ Message: z.string() });
