import { messages, passwordSchema } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText, PASSWORD_MAX_LENGTH, TOKEN_MAX_LENGTH } from '../bounded-text';
import { emailAddressSchema, personNameSchema } from './participants';

/** Team names: the spec's "any text up to 60 characters". */
export const TEAM_NAME_MAX_LENGTH = 60;
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
    UserId: z.uuid(),
    /** False when the person already had an account: they got the role at once, and no link. */
    Invited: z.boolean(),
  })
  .meta({ id: 'InviteResponse' });
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

/** GET /api/ThonPeople/Organizer/{eventId} and POST /api/ThonPeople/UpdateOrganizer */
export const organizerParamsSchema = z.object({ eventId: z.uuid() });
export const organizerSchema = z
  .object({
    UserId: z.uuid().nullable(),
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

/** POST /api/Invitations/Accept: the one-time link's token, the new password and the terms. */
export const acceptInvitationRequestSchema = z.object({
  Token: boundedText(TOKEN_MAX_LENGTH).min(1),
  Password: z.string().max(PASSWORD_MAX_LENGTH).pipe(passwordSchema),
  AcceptTerms: z.boolean().default(false),
});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequestSchema>;
export const acceptInvitationResponseSchema = z
  .object({ Message: z.string(), Email: z.string() })
  .meta({ id: 'AcceptInvitationResponse' });
