import { messages, RECONCILE_MAX_DAYS, RECONCILED_TRANSACTIONS } from '@pledgethon/core';
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

/**
 * The Thon's ledger against the provider's balance transactions (decision 139): compared up to the
 * end of `UpTo` (a UTC day), and each difference found, to the cent; null where the provider or the
 * ledger has nothing. Null when no period has been compared yet.
 */
const reconciliationSchema = z.object({
  UpTo: z.string(),
  Differences: z.array(
    z.object({
      Kind: z.enum(['amount', 'fee', 'missing_from_ledger', 'missing_at_provider']),
      Transaction: z.enum(RECONCILED_TRANSACTIONS),
      Reference: z.string(),
      LedgerCents: cents.nullable(),
      ProviderCents: cents.nullable(),
    }),
  ),
});

const DAY_MS = 86_400_000;
/** The days from `from` to `to`, both included (UTC days, YYYY-MM-DD). */
const daysFromTo = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
// A day that is not one is the format's error alone.
const withinDays = (from: string, to: string) => !(daysFromTo(from, to) > RECONCILE_MAX_DAYS);
/** Today's UTC day, YYYY-MM-DD: the last day the provider can have reported anything of. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * POST /api/Thons/Reconcile: an administrator compares the days from `From` to `To`, both included
 * (UTC days): `To` not before `From`, at most RECONCILE_MAX_DAYS days, not after today (decision 156).
 */
export const reconcileRequestSchema = z
  .object({
    From: z.iso.date(messages.invalidDate).max(10, messages.invalidDate),
    To: z.iso.date(messages.invalidDate).max(10, messages.invalidDate),
  })
  .refine((body) => body.From <= body.To, { message: messages.reconcileToBeforeFrom, path: ['To'] })
  .refine((body) => withinDays(body.From, body.To), {
    message: messages.reconcileTooLong,
    path: ['From'],
  })
  .refine((body) => body.To <= utcToday(), { message: messages.reconcileInFuture, path: ['To'] });
export const reconcileResultSchema = z.object({
  PeriodStart: z.string(),
  PeriodEnd: z.string(),
  Differences: z.number().int(),
});
export type ReconcileResult = z.infer<typeof reconcileResultSchema>;

/**
 * What the payment provider refused for good on the Thon's charges (decision 143), newest first: a
 * transfer of the school's share or the commission, a reversal of one, or a reinstatement, with the
 * provider's reason. Each is asked again once the receiving account can take charges.
 */
const refusedKindSchema = z.enum(['transfer', 'reversal', 'reinstatement']);
const refusedTransferSchema = z.object({
  Id: z.uuid(),
  Kind: refusedKindSchema,
  Share: z.enum(['school', 'commission']),
  Destination: z.string(),
  AmountCents: cents,
  Reason: z.string(),
  RefusedAt: z.string(),
});

/**
 * The Thon's disputes (decisions 138, 152), newest first: what the donor's bank disputed, why, and
 * where it stands. `IsTest`: played by the built-in test provider, no money moved.
 */
const disputeStatusSchema = z.enum(['needs_response', 'under_review', 'won', 'lost']);
const disputeSchema = z.object({
  Id: z.uuid(),
  AmountCents: cents,
  Reason: z.string(),
  Status: disputeStatusSchema,
  OpenedAt: z.string(),
  IsTest: z.boolean(),
});

export const thonMoneySchema = z.object({
  EventCode: z.string(),
  Name: z.string(),
  Totals: moneyTotalsSchema,
  Payouts: z.array(payoutSchema),
  Across: acrossThonsSchema.nullable(),
  Reconciliation: reconciliationSchema.nullable(),
  Refused: z.array(refusedTransferSchema),
  Disputes: z.array(disputeSchema),
});
export type ThonMoney = z.infer<typeof thonMoneySchema>;

/**
 * POST /api/Thons/Money/{eventCode}/AskAgain: an administrator asks one refused transfer, reversal
 * or reinstatement of the Thon again by hand (decision 147). `AskedAgain` is false when an earlier ask
 * already moved it; `State` is where it stands now (pending: the transfers worker asks it at its next
 * run).
 */
export const askAgainRequestSchema = z.object({ Kind: refusedKindSchema, Id: z.uuid() });
export const askAgainResultSchema = z.object({
  AskedAgain: z.boolean(),
  State: z.enum(['pending', 'made', 'refused']),
});
export type AskAgainResult = z.infer<typeof askAgainResultSchema>;

/**
 * POST /api/Thons/Money/{eventCode}/DecideTestDispute: an administrator plays the test bank's decision
 * of one of the Thon's open test disputes (decision 152). `Decided` is false when it was already
 * decided; `Status` is where it stands now.
 */
export const decideTestDisputeRequestSchema = z.object({ Id: z.uuid(), Outcome: z.enum(['won', 'lost']) });
export const decideTestDisputeResultSchema = z.object({ Decided: z.boolean(), Status: disputeStatusSchema });
export type DecideTestDisputeResult = z.infer<typeof decideTestDisputeResultSchema>;
