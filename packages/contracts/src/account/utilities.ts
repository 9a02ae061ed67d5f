import { z } from 'zod';
import { boundedText } from '../bounded-text';

/** GET /api/utilities/clearcache answers the string true. */
export const clearCacheResponseSchema = z.literal('true');

/** Spec section 3, "Test group data": which variant of a page experiment a participant saw. */
export const testGroupDataRequestSchema = z.object({
  GA_UserId: boundedText(200).trim().nullish(),
  G_ExperimentId: boundedText(200).trim().min(1),
  G_VariantId: boundedText(200).trim().min(1),
  G_VariantName: boundedText(200).trim().nullish(),
  E_ContainerId: boundedText(200).trim().nullish(),
  ParticipantId: z.uuid(),
});

/** The first report of an experiment stands; a repeat also answers true. */
export const testGroupDataResponseSchema = z.literal(true);
