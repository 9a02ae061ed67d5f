import { z } from 'zod';
import { invitee } from '../thon-people/people';

/**
 * Which vendor account a call is about: a vendor's own, always; a super administrator names one.
 * A vendor naming another account is refused.
 */
export const vendorUsersQuerySchema = z.object({ VendorId: z.uuid().optional() });

/** POST /api/Shop/VendorUsers/Invite: a new user of the caller's vendor account, by e-mail. */
export const vendorUserInviteRequestSchema = z.object({ VendorId: z.uuid().optional(), ...invitee });
export type VendorUserInviteRequest = z.input<typeof vendorUserInviteRequestSchema>;

/** POST /api/Shop/VendorUsers/Remove: the user leaves the account and is signed out everywhere. */
export const vendorUserRemoveRequestSchema = z.object({ VendorId: z.uuid().optional(), UserId: z.uuid() });

const vendorUserSchema = z
  .object({
    UserId: z.uuid(),
    FirstName: z.string(),
    LastName: z.string(),
    Email: z.string(),
    /** False while the person has not yet accepted their invitation. */
    Joined: z.boolean(),
    /** The caller: they cannot remove themselves. */
    IsYou: z.boolean(),
    AddedAt: z.iso.datetime(),
  })
  .meta({ id: 'VendorUser' });
export type VendorUser = z.infer<typeof vendorUserSchema>;

export const vendorUsersSchema = z
  .object({ VendorId: z.uuid(), VendorName: z.string(), Users: z.array(vendorUserSchema) })
  .meta({ id: 'VendorUsers' });

export const vendorUserRemovedSchema = z.object({ Message: z.string() }).meta({ id: 'VendorUserRemoved' });
