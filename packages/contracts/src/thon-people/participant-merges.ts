import { z } from 'zod';

/** GET /api/ThonParticipants/Duplicates/{eventId}: pairs of the Thon's participants of one name. */
export const duplicatesParamsSchema = z.object({ eventId: z.uuid() });

const duplicateSideSchema = z
  .object({
    ParticipantId: z.uuid(),
    FirstName: z.string(),
    LastName: z.string(),
    TeamName: z.string().nullable(),
    AccessCode: z.string(),
    Pledges: z.number().int(),
    Parents: z.number().int(),
    /** Recorded units or counted laps: a merge keeps the results of one side only. */
    HasResults: z.boolean(),
  })
  .meta({ id: 'DuplicateSide' });
export const duplicatePairsSchema = z.array(
  z.object({ First: duplicateSideSchema, Second: duplicateSideSchema }).meta({ id: 'DuplicatePair' }),
);
export type DuplicatePair = z.infer<typeof duplicatePairsSchema>[number];

/** POST /api/ThonParticipants/Merge: everything of the removed record moves to the kept one. */
export const mergeParticipantsRequestSchema = z.object({
  EventId: z.uuid(),
  KeepParticipantId: z.uuid(),
  RemoveParticipantId: z.uuid(),
});
export type MergeParticipantsRequest = z.input<typeof mergeParticipantsRequestSchema>;
export const mergeParticipantsResponseSchema = z.object({ Message: z.string() });
