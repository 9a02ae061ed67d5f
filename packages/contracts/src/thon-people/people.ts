import { messages, passwordSchema, ROLES } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText, PASSWORD_MAX_LENGTH, TOKEN_MAX_LENGTH } from '../bounded-text';
import { emailAddressSchema, personNameSchema } from './participants';

/** Team names: the spec's "any text up to 60 characters". */
const TEAM_NAME_MAX_LENGTH = 60;
const teamNameSchema = boundedText(TEAM_NAME_MAX_LENGTH, messages.reviewRequiredFields)
  .trim()
  .min(1, messages.reviewRequiredFields);

/** POST /api/ThonTeams/Create */
export const createTeamRequestSchema = z.object({ EventId: z.uuid(), Name: teamNameSchema });
/** POST /api/ThonTeams/Rename */
export const renameTeamRequestSchema = z.object({ TeamId: z.uuid(), Name: teamNameSchema });
export const teamChangeResponseSchema = z
  .object({ Message: z.string(), TeamId: z.uuid(), Name: z.string() })
  .meta({ id: 'TeamChange' });

// The e-mail is asked for in the spec's words when it is missing, whatever else is wrong.
const requiredEmail = z
  .union([boundedText(200, messages.emailRequired), z.null()])
  .optional()
  .transform((value) => value ?? '')
  .pipe(emailAddressSchema);

export const invitee = {
  Email: requiredEmail,
  FirstName: personNameSchema,
  LastName: personNameSchema,
};

export const THON_INVITE_ROLES = ['teacher', 'team_leader'] as const;
export type ThonInviteRole = (typeof THON_INVITE_ROLES)[number];
/** POST /api/ThonPeople/Invite: a teacher of the Thon, or the leader of one of its teams. */
export const thonInviteRequestSchema = z.object({
  EventId: z.uuid(),
  Role: z.enum(THON_INVITE_ROLES),
  /** Required for a team leader. */
  TeamId: z.uuid().nullable().default(null),
  ...invitee,
});
export type ThonInviteRequest = z.input<typeof thonInviteRequestSchema>;

export const inviteResponseSchema = z
  .object({
    Message: z.string(),
    /** Always true: the person gets a one-time link, whether or not the address has an account. */
    Invited: z.boolean(),
  })
  .meta({ id: 'InviteResponse' });
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

/**
 * GET /api/ThonPeople/Organizer/{eventId} and POST /api/ThonPeople/UpdateOrganizer: the contact the
 * Thon names, which is the Thon's data and no one's sign-in.
 */
export const thonParamsSchema = z.object({ eventId: z.uuid() });
export const organizerSchema = z
  .object({
    FirstName: z.string(),
    LastName: z.string(),
    Email: z.string(),
    Phone: z.string().nullable(),
  })
  .meta({ id: 'Organizer' });
export type Organizer = z.infer<typeof organizerSchema>;
export const updateOrganizerRequestSchema = z.object({
  EventId: z.uuid(),
  Email: requiredEmail,
  FirstName: personNameSchema,
  LastName: personNameSchema,
  Phone: z
    .union([
      z.literal(''),
      z.null(),
      z
        .string()
        .max(10, messages.invalidPhoneDigits)
        .regex(/^\d{10}$/, messages.invalidPhoneDigits),
    ])
    .transform((value) => value || null)
    .default(null),
});
export type UpdateOrganizerRequest = z.input<typeof updateOrganizerRequestSchema>;
export const updateOrganizerResponseSchema = z
  .object({ Message: z.string(), Organizer: organizerSchema })
  .meta({ id: 'UpdateOrganizerResponse' });

/**
 * GET /api/ThonPeople/Invitations/{eventId}: the Thon's invitations not yet accepted nor expired, the
 * newest first, so its organiser sees whom the Thon still waits for.
 */
export const openInvitationListSchema = z
  .array(
    z.object({
      InvitationId: z.uuid(),
      Email: z.string(),
      FirstName: z.string(),
      LastName: z.string(),
      Role: z.enum(THON_INVITE_ROLES),
      /** The team a team leader is asked to lead. */
      TeamName: z.string().nullable(),
      InvitedBy: z.string(),
      InvitedAt: z.iso.datetime(),
      ExpiresAt: z.iso.datetime(),
    }),
  )
  .meta({ id: 'OpenInvitationList' });
export type OpenInvitation = z.infer<typeof openInvitationListSchema>[number];

/** POST /api/ThonPeople/CancelInvitation: its link stops working at once. */
export const cancelInvitationRequestSchema = z.object({ InvitationId: z.uuid() });
export const cancelInvitationResponseSchema = z
  .object({ Message: z.string(), InvitationId: z.uuid() })
  .meta({ id: 'CancelInvitationResponse' });

/** POST /api/Invitations/Describe: what the one-time link offers, for the page it opens. */
export const describeInvitationRequestSchema = z.object({ Token: boundedText(TOKEN_MAX_LENGTH).min(1) });
export const invitationSchema = z
  .object({
    Email: z.string(),
    Role: z.enum(ROLES),
    Place: z.string(),
    /** The address has an account: its owner accepts signed in, with no password asked. */
    HasAccount: z.boolean(),
    /** The caller is signed in as the invited account. */
    SignedInAsInvitee: z.boolean(),
    /** Accepting would confine an account that has other roles to the shop: its owner must confirm. */
    ConfinesToShop: z.boolean(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * POST /api/Invitations/Accept: the one-time link's token; a new person's password and the terms; for
 * an account with other roles invited to a vendor account, the owner's confirmation.
 */
export const acceptInvitationRequestSchema = z.object({
  Token: boundedText(TOKEN_MAX_LENGTH).min(1),
  Password: z.union([z.literal(''), z.string().max(PASSWORD_MAX_LENGTH).pipe(passwordSchema)]).default(''),
  AcceptTerms: z.boolean().default(false),
  ConfirmShopOnly: z.boolean().default(false),
});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequestSchema>;
export const acceptInvitationResponseSchema = z
  .object({ Message: z.string(), Email: z.string() })
  .meta({ id: 'AcceptInvitationResponse' });
