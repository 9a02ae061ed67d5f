import { z } from 'zod';

/** GET /api/utilities/clearcache answers the string true. */
export const clearCacheResponseSchema = z.literal('true');

/** Spec section 3, "Test group data": which variant of a page experiment a participant saw. */
export const testGroupDataRequestSchema = z.object({
  GA_UserId: z.string().trim().max(200).nullish(),
  G_ExperimentId: z.string().trim().min(1).max(200),
  G_VariantId: z.string().trim().min(1).max(200),
  G_VariantName: z.string().trim().max(200).nullish(),
  E_ContainerId: z.string().trim().max(200).nullish(),
  ParticipantId: z.uuid(),
});
export type TestGroupDataRequest = z.input<typeof testGroupDataRequestSchema>;

/** The first report of an experiment stands; a repeat also answers true. */
export const testGroupDataResponseSchema = z.literal(true);
