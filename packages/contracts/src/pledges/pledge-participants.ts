import { z } from 'zod';

/** GET /api/Pledges/Participants/{eventCode}: whom the signed-in caller may enter a pledge for. */
export const pledgeParticipantsSchema = z
  .object({
    Participants: z.array(
      z.object({
        Id: z.uuid(),
        /** The full name: the caller is the participant, their parent or the Thon's staff. */
        Name: z.string(),
        TeamName: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'PledgeParticipants' });
export type PledgeParticipants = z.infer<typeof pledgeParticipantsSchema>;
