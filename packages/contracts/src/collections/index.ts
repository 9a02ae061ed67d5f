import { MAX_INT32, messages } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText } from '../bounded-text';
import { spreadsheetFileSchema, spreadsheetFormatSchema } from '../spreadsheet-file';
import { EMAIL_MAX_LENGTH, personNameSchema } from '../thon-people/participants';

/** How money collected by hand came in. */
const OFFLINE_PAYMENT_TYPES = ['cash', 'check'] as const;
const offlinePaymentTypeSchema = z.enum(OFFLINE_PAYMENT_TYPES);

/** Pledges one bulk payment may cover. */
export const BULK_PAYMENT_MAX_PLEDGES = 500;

const amountCentsSchema = z
  .number(messages.invalidMoney)
  .int(messages.invalidMoney)
  .min(0, messages.invalidMoney)
  .max(MAX_INT32, messages.invalidMoney);

/** POST /api/Collections/OfflinePledge: a cash or check pledge an organiser records. */
export const offlinePledgeRequestSchema = z.object({
  EventId: z.uuid(),
  /** Null: a gift to the Thon itself. */
  ParticipantId: z.uuid().nullable(),
  DonorFirstName: personNameSchema,
  DonorLastName: personNameSchema,
  DonorEmail: z
    .union([
      z.literal(''),
      z.null(),
      boundedText(200)
        .trim()
        .max(EMAIL_MAX_LENGTH, messages.emailTooLong)
        .pipe(z.email(messages.invalidEmail)),
    ])
    .transform((value) => value || null)
    .default(null),
  AmountCents: amountCentsSchema,
  PaymentType: offlinePaymentTypeSchema,
  /** The money is in hand now: it is recorded as collected with the pledge. */
  Received: z.boolean(),
  /** A double click or a retried request records one pledge. */
  IdempotencyKey: z.uuid(),
});
export type OfflinePledgeRequest = z.input<typeof offlinePledgeRequestSchema>;

export const collectionsMessageSchema = z
  .object({ Message: z.string(), Count: z.number().int(), AmountCents: z.number().int() })
  .meta({ id: 'CollectionsMessage' });

/** POST /api/Collections/BulkPayment: one cash or check payment over the selected pledges. */
export const bulkPaymentRequestSchema = z.object({
  EventId: z.uuid(),
  PledgeIds: z.array(z.uuid()).min(1).max(BULK_PAYMENT_MAX_PLEDGES),
  // Missing or empty answers the spec's rule, 'a bulk payment type must be selected'.
  PaymentType: z
    .union([offlinePaymentTypeSchema, z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
});
export type BulkPaymentRequest = z.input<typeof bulkPaymentRequestSchema>;

export const collectionsParamsSchema = z.object({ eventId: z.uuid() });

const moneyTotalsShape = {
  PledgedCents: z.number().int(),
  CollectedCents: z.number().int(),
  OutstandingCents: z.number().int(),
};

const collectionRowSchema = z
  .object({
    ParticipantId: z.uuid(),
    Name: z.string(),
    TeamName: z.string().nullable(),
    ...moneyTotalsShape,
  })
  .meta({ id: 'CollectionRow' });

const openPledgeSchema = z
  .object({
    PledgeId: z.uuid(),
    DonorName: z.string(),
    ParticipantName: z.string().nullable(),
    IsOffline: z.boolean(),
    OutstandingCents: z.number().int(),
  })
  .meta({ id: 'OpenPledge' });

/** GET /api/Collections/Summary/{eventId}: pledged, collected and outstanding, per participant and team. */
export const collectionsSummarySchema = z
  .object({
    EventId: z.uuid(),
    Totals: z.object(moneyTotalsShape),
    Teams: z.array(z.object({ TeamName: z.string().nullable(), ...moneyTotalsShape })),
    Participants: z.array(collectionRowSchema),
    /** Pledges with money still to collect, for a bulk payment (at most BULK_PAYMENT_MAX_PLEDGES). */
    OpenPledges: z.array(openPledgeSchema),
  })
  .meta({ id: 'CollectionsSummary' });
export type CollectionsSummary = z.infer<typeof collectionsSummarySchema>;

export const collectionsExportQuerySchema = z.object({
  What: z.enum(['pledges', 'collections']),
  Format: spreadsheetFormatSchema,
});

export const collectionsExportFileSchema = spreadsheetFileSchema;
