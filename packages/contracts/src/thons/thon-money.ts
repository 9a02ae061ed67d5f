import { z } from 'zod';
import { boundedText, CODE_MAX_LENGTH } from '../bounded-text';
import { spreadsheetFormatSchema } from '../spreadsheet-file';

/** GET /api/Thons/Money/{eventCode}: the treasurer's view of one Thon. */
export const thonMoneyParamsSchema = z.object({ eventCode: boundedText(CODE_MAX_LENGTH).min(1) });
export const thonMoneyStatementQuerySchema = z.object({ Format: spreadsheetFormatSchema });

const cents = z.number().int();

/** Each figure a sum of the Thon's ledger lines, in cents (decision 134). */
const moneyTotalsSchema = z.object({
  PledgedCents: cents,
  FeeCoverCents: cents,
  ChargedCents: cents,
  ProcessingFeesCents: cents,
  CommissionCents: cents,
  PlatformFeesCents: cents,
  RefundsCents: cents,
  DisputesCents: cents,
  NetToSchoolCents: cents,
  PaidOutCents: cents,
  InTransitCents: cents,
  PendingCents: cents,
});
export type MoneyTotalsView = z.infer<typeof moneyTotalsSchema>;

const payoutSchema = z.object({
  ProviderPayoutId: z.string(),
  AmountCents: cents,
  Status: z.enum(['in_transit', 'paid', 'failed']),
  ArrivalDate: z.string(),
  SentAt: z.string(),
  /** Played by the built-in test provider: no money moved. */
  IsTest: z.boolean(),
});

/**
 * A franchisee's commission, or the platform's fees for an administrator, Thon by Thon across every
 * Thon the caller reaches; absent for an organiser.
 */
const acrossThonsSchema = z.object({
  Kind: z.enum(['commission', 'platform_fees']),
  Rows: z.array(z.object({ EventCode: z.string(), Name: z.string(), Cents: cents })),
  TotalCents: cents,
});

export const thonMoneySchema = z.object({
  EventCode: z.string(),
  Name: z.string(),
  Totals: moneyTotalsSchema,
  Payouts: z.array(payoutSchema),
  Across: acrossThonsSchema.nullable(),
});
export type ThonMoney = z.infer<typeof thonMoneySchema>;
