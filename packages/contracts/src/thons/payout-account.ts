import { z } from 'zod';
import { boundedText } from '../bounded-text';

/** GET /api/Thons/PayoutAccount/{eventCode} */
export const payoutAccountParamsSchema = z.object({ eventCode: boundedText(50) });

/**
 * Where a connected account stands at the provider (decisions 135 and 142), as every payouts card
 * shows it. `Test` is the built-in test provider, where no money moves.
 */
export const connectedAccountStateSchema = z.object({
  /** False when no account's state is kept here: its money is paid out as before accounts were connected. */
  HasAccount: z.boolean(),
  Test: z.boolean(),
  ChargesEnabled: z.boolean(),
  PayoutsEnabled: z.boolean(),
  DetailsSubmitted: z.boolean(),
  /** How many details the provider still asks for. */
  RequirementsDue: z.number().int().min(0),
});
export type ConnectedAccountState = z.infer<typeof connectedAccountStateSchema>;

/** Where the Thon's payouts stand (decision 135): the organisation's connected account. */
export const payoutAccountSchema = connectedAccountStateSchema
  .extend({
    EventId: z.uuid(),
    /** Whether donors can give by card now. */
    TakesCards: z.boolean(),
  })
  .meta({ id: 'PayoutAccount' });
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** POST /api/Thons/ConnectPayouts and /api/Thons/FinishTestOnboarding */
export const payoutAccountRequestSchema = z.object({ EventId: z.uuid() });

/** Where the organiser goes to connect the bank: the provider's onboarding, or the test page. */
export const connectPayoutsResponseSchema = z.object({ Url: z.string() }).meta({ id: 'ConnectPayouts' });
