import { ROLES } from '@pledgethon/core';
import { z } from 'zod';

/** Who is signed in and what they may do (spec section 3, "Session context"). */
export const sessionContextSchema = z
  .object({
    UserId: z.uuid().nullable(),
    ParticipantId: z.uuid().nullable(),
    ParentId: z.uuid().nullable(),
    FirstName: z.string(),
    LastName: z.string(),
    Email: z.string().nullable(),
    AvatarUrl: z.string().nullable(),
    Location: z.string().nullable(),
    Ip: z.string().nullable(),
    /** Every role the user holds. */
    Roles: z.array(z.enum(ROLES)),
    /** The role that decides the landing page and the menu: the most powerful one held. */
    Role: z.enum(ROLES),
    /** Which site the session belongs to: the admin hosts or the public site. */
    ApplicationRole: z.enum(['admin', 'public']),
    IsSuperAdmin: z.boolean(),
    IsFranchiseeUser: z.boolean(),
    IsTeacher: z.boolean(),
    IsTeamLeader: z.boolean(),
    IsVendor: z.boolean(),
    IsParent: z.boolean(),
    IsFranchiseeTeamLeader: z.boolean(),
    IsTestUser: z.boolean(),
    IsOrganizerEvent: z.boolean(),
    /** A participant who signed in with an access code keeps using it (no password of their own). */
    ForceAccessCode: z.boolean(),
    IsParticipant: z.boolean(),
  })
  .meta({ id: 'SessionContext' });

export type SessionContext = z.infer<typeof sessionContextSchema>;
