import { emailSchema, MAX_INT32, messages } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText } from '../bounded-text';
import { captchaAnswerFields } from '../contact/captcha';
import { READER_LANGUAGES } from '../reader-language';

const cents = z
  .number(messages.invalidData)
  .int(messages.invalidData)
  .min(0, messages.minimumPledge)
  .max(MAX_INT32, messages.invalidData);
const required = (max: number) =>
  boundedText(max, messages.reviewRequiredFields).trim().min(1, messages.reviewRequiredFields);

/** A payment method the provider made in the browser ('pm_...' at Stripe, 'test_pm_...' in test mode). */
const paymentMethodSchema = z
  .string(messages.invalidData)
  .max(200, messages.invalidData)
  .regex(/^[A-Za-z0-9_:]+$/, messages.invalidData);

/** The secret of a receipt's link: 32 random bytes, base64url. */
export const pledgeTokenSchema = z
  .string(messages.pledgeLinkInvalid)
  .max(64, messages.pledgeLinkInvalid)
  .regex(/^[A-Za-z0-9_-]{43}$/, messages.pledgeLinkInvalid);

export const pledgeKindSchema = z.enum(['per_unit', 'flat']);

/** What the donor promises: RateCents (and MaxCents) per unit, or AmountCents flat. */
const pledgeTermsSchema = z.object({
  Kind: pledgeKindSchema,
  RateCents: cents.nullable(),
  MaxCents: cents.nullable(),
  AmountCents: cents.nullable(),
  /** The donor adds the payment processing expense to each charge. */
  CoversFees: z.boolean(),
});
export type PledgeTermsInput = z.infer<typeof pledgeTermsSchema>;

/** GET /api/Pledges/Form/{eventCode}?Participant={participantId} */
export const pledgeFormParamsSchema = z.object({ eventCode: boundedText(50) });
export const pledgeFormQuerySchema = z.object({ Participant: z.uuid(messages.invalidData).optional() });

const browserPaymentsSchema = z.discriminatedUnion('Provider', [
  z.object({ Provider: z.literal('test') }),
  z.object({ Provider: z.literal('stripe'), PublishableKey: z.string() }),
]);
export type BrowserPaymentsInfo = z.infer<typeof browserPaymentsSchema>;

export const pledgeFormSchema = z
  .object({
    EventCode: z.string(),
    EventName: z.string(),
    OrganizationName: z.string(),
    FundsGoTo: z.string().nullable(),
    UnitName: z.string(),
    UnitNamePlural: z.string(),
    MaxUnits: z.number().int(),
    /** The units a per-unit pledge is shown at: the Thon's average so far, or 34 without results. */
    ExpectedUnits: z.number().int(),
    FlatDonationsOnly: z.boolean(),
    /** Completed Thons take no new pledges. */
    Closed: z.boolean(),
    /** False while the Thon's connected account cannot take charges: no card pledge is taken yet. */
    TakesCards: z.boolean(),
    Participant: z.object({ Id: z.uuid(), DisplayName: z.string() }).nullable(),
    SuggestedPerUnitCents: z.array(z.number().int()),
    SuggestedFlatCents: z.array(z.number().int()),
    MinimumFlatCents: z.number().int(),
    MinimumPerUnitCents: z.number().int(),
    Payments: browserPaymentsSchema,
  })
  .meta({ id: 'PledgeForm' });
export type PledgeForm = z.infer<typeof pledgeFormSchema>;

/** POST /api/Pledges/Submit: a donor without an account, or someone entering a donor's pledge. */
export const submitPledgeRequestSchema = pledgeTermsSchema
  .extend({
    EventCode: boundedText(50),
    ParticipantId: z.uuid(messages.participantMustBeSelected).nullable(),
    /** The donor gives to the Thon itself instead of choosing a participant. */
    ToThon: z.boolean(),
    Donor: z.object({
      FirstName: required(50),
      LastName: required(50),
      Email: emailSchema,
      Phone: boundedText(20).nullable(),
    }),
    PaymentMethod: paymentMethodSchema,
    /** Made once per submission by the form: a double click or a retried request makes one pledge. */
    IdempotencyKey: z.uuid(),
    /** Asked for after repeated declined cards from the donor's address or on the Thon. */
    ...captchaAnswerFields,
    /** The language the donor read the form in, for their e-mails; else the request's (decision 128). */
    Language: z.enum(READER_LANGUAGES).optional(),
  })
  .meta({ id: 'SubmitPledgeRequest' });
export type SubmitPledgeRequest = z.infer<typeof submitPledgeRequestSchema>;

export const pledgeChargeStateSchema = z.enum(['pending', 'succeeded', 'failed', 'not_due', 'written_off']);

/**
 * The bank's own check (3-D Secure) the form must run before the card step is decided (decision 100):
 * Stripe.js runs it with the client secret; the test provider's is a labelled test dialog.
 */
const cardCheckSchema = z.object({ Reference: z.string(), ClientSecret: z.string() });

export const pledgeAnswerSchema = z
  .object({
    PledgeId: z.uuid(),
    Status: z.enum(['submitted', 'updated', 'cancelled']),
    Message: z.string(),
    ExpectedCents: z.number().int(),
    MaximumCents: z.number().int(),
    /** What the card was charged now (flat gifts), with the share that reaches the organisation. */
    ChargedCents: z.number().int().nullable(),
    OrganizationCents: z.number().int().nullable(),
    /** Set while the card waits for the bank's check: the form runs it, then calls ConfirmCard. */
    CardCheck: cardCheckSchema.nullable(),
  })
  .meta({ id: 'PledgeAnswer' });

/** POST /api/Pledges/ConfirmCard: after the bank's check, the card step of the submission under the key. */
export const confirmCardRequestSchema = z
  .object({
    IdempotencyKey: z.uuid(),
    Reference: z
      .string(messages.invalidData)
      .max(200, messages.invalidData)
      .regex(/^[A-Za-z0-9_]+$/, messages.invalidData),
    /** The test provider's bank answers in the browser's test dialog; Stripe is asked instead. */
    TestBankAnswer: z.enum(['passed', 'failed']).nullable(),
  })
  .meta({ id: 'ConfirmCardRequest' });
export type ConfirmCardRequest = z.infer<typeof confirmCardRequestSchema>;
export type PledgeAnswer = z.infer<typeof pledgeAnswerSchema>;

/** GET /api/Pledges/Manage/{token}: the pledge a receipt's link names. */
export const managePledgeParamsSchema = z.object({ token: pledgeTokenSchema });

export const managedPledgeSchema = pledgeTermsSchema
  .extend({
    PledgeId: z.uuid(),
    EventName: z.string(),
    EventCode: z.string(),
    UnitName: z.string(),
    UnitNamePlural: z.string(),
    MaxUnits: z.number().int(),
    FlatDonationsOnly: z.boolean(),
    /** The smallest gift and rate a changed pledge may come to, as on the pledge form. */
    MinimumFlatCents: z.number().int(),
    MinimumPerUnitCents: z.number().int(),
    ParticipantName: z.string().nullable(),
    Status: z.enum(['submitted', 'updated', 'cancelled']),
    /** Until the Thon (or the participant) is completed. */
    CanChange: z.boolean(),
    ChargeState: pledgeChargeStateSchema.nullable(),
    /** What a failed charge still asks for, payable through this link with another card. */
    AmountDueCents: z.number().int(),
    /** What a gift paid at once was charged, and how much of it was given back (decision 065). */
    PaidCents: z.number().int(),
    RefundedCents: z.number().int(),
    /** The years the donor's address gave in, newest first: each has a giving statement. */
    StatementYears: z.array(z.number().int()),
    Payments: browserPaymentsSchema,
  })
  .meta({ id: 'ManagedPledge' });
export type ManagedPledge = z.infer<typeof managedPledgeSchema>;

/** POST /api/Pledges/Change */
export const changePledgeRequestSchema = pledgeTermsSchema
  .extend({ Token: pledgeTokenSchema })
  .meta({ id: 'ChangePledgeRequest' });

/** POST /api/Pledges/Cancel */
export const cancelPledgeRequestSchema = z
  .object({ Token: pledgeTokenSchema })
  .meta({ id: 'CancelPledgeRequest' });

/** POST /api/Pledges/Pay: pays a failed charge with another card. */
export const payPledgeRequestSchema = z
  .object({ Token: pledgeTokenSchema, PaymentMethod: paymentMethodSchema, ...captchaAnswerFields })
  .meta({ id: 'PayPledgeRequest' });

export const pledgeMessageSchema = z
  .object({ Success: z.literal(true), Message: z.string() })
  .meta({ id: 'PledgeMessage' });
