import {
  DEFAULT_PERSONAL_GOAL_CENTS,
  emailSchema,
  MAX_INT32,
  MINIMUM_FLAT_DONATION_CENTS,
  MINIMUM_GOAL_CENTS,
  MINIMUM_PER_UNIT_DONATION_CENTS,
  messages,
  ORGANIZATION_TYPES,
  STATES_AND_PROVINCES,
  US_ZONE_ABBREVIATIONS,
  websiteSchema,
  zipSchema,
} from '@pledgethon/core';
import { z } from 'zod';
import { boundedText } from '../bounded-text';

/** Letters, digits and dashes: the code becomes the last part of the event link {site}/{eventCode}. */
export const EVENT_CODE_PATTERN = /^[A-Za-z0-9-]{3,20}$/;
const eventCodeSchema = z
  .string(messages.invalidEventCode)
  .max(20, messages.invalidEventCode)
  .regex(EVENT_CODE_PATTERN, messages.invalidEventCode);

const required = (max: number) =>
  boundedText(max, messages.reviewRequiredFields).trim().min(1, messages.reviewRequiredFields);
const optional = (max: number) => boundedText(max).trim().nullable();

/** A US Employer Identification Number as the IRS writes it. */
const EIN_PATTERN = /^\d{2}-\d{7}$/;

export const thonOrganizationSchema = z
  .object({
    Name: required(100),
    Type: z.enum(ORGANIZATION_TYPES, messages.reviewRequiredFields),
    StreetAddress: optional(200),
    City: optional(100),
    /** A US state or Canadian province abbreviation; null elsewhere. */
    State: boundedText(3).nullable(),
    // Two capital letters here; the server also checks the code is one of the countries list, which
    // stays out of the contracts so that every page importing them does not carry the country names.
    CountryCode: z
      .string(messages.reviewRequiredFields)
      .max(2, messages.invalidData)
      .regex(/^[A-Z]{2}$/, messages.invalidData),
    Zip: zipSchema.max(10, messages.invalidZip).nullable(),
    Website: websiteSchema.max(300, messages.textTooLong).nullable(),
    TaxExempt: z.boolean(messages.invalidData).default(false),
    Ein: z
      .string(messages.invalidEin)
      .max(10, messages.invalidEin)
      .regex(EIN_PATTERN, messages.invalidEin)
      .nullable()
      .default(null),
  })
  .superRefine((organization, context) => {
    const hasStates = organization.CountryCode === 'US' || organization.CountryCode === 'CA';
    const valid = hasStates
      ? organization.State !== null &&
        STATES_AND_PROVINCES.some(
          (state) =>
            state.countryCode === organization.CountryCode && state.abbreviation === organization.State,
        )
      : organization.State === null;
    if (!valid) context.addIssue({ code: 'custom', path: ['State'], message: messages.invalidData });
    if (organization.TaxExempt && organization.Ein === null)
      context.addIssue({ code: 'custom', path: ['Ein'], message: messages.einRequired });
  })
  .meta({ id: 'ThonOrganization' });
export type ThonOrganization = z.infer<typeof thonOrganizationSchema>;

const cents = (min: number) =>
  z
    .number(messages.minimumGoal)
    .int(messages.minimumGoal)
    .min(min, messages.minimumGoal)
    .max(MAX_INT32, messages.invalidData);

/** A Thon's own pledge minimum: empty, or at least section 9's (a Thon can raise it, never lower it). */
const thonMinimum = (floor: number, belowFloor: string) =>
  z
    .number(messages.invalidData)
    .int(messages.invalidData)
    .min(floor, belowFloor)
    .max(MAX_INT32, messages.invalidData)
    .nullable()
    .default(null);

export const thonEventSchema = z
  .object({
    Name: required(100),
    EventCode: eventCodeSchema,
    /** yyyy-mm-dd */
    EventDate: z.iso.date(messages.invalidDate).max(10, messages.invalidDate),
    UnitName: required(30),
    UnitNamePlural: required(30),
    MinUnits: z
      .number(messages.invalidUnits)
      .int(messages.invalidUnits)
      .min(0, messages.invalidUnits)
      .max(10_000, messages.invalidUnits),
    MaxUnits: z
      .number(messages.invalidUnits)
      .int(messages.invalidUnits)
      .min(1, messages.invalidUnits)
      .max(10_000, messages.invalidUnits),
    /** The Thon's own goal. */
    GoalCents: cents(MINIMUM_GOAL_CENTS),
    /** The goal each participant starts with. */
    ParticipantGoalCents: cents(MINIMUM_GOAL_CENTS).default(DEFAULT_PERSONAL_GOAL_CENTS),
    FundsGoTo: optional(200),
    FlatDonationsOnly: z.boolean(),
    /** The organiser's minimum per unit for an initial pledge; null keeps section 9's $0.30. */
    MinimumPerUnitCents: thonMinimum(MINIMUM_PER_UNIT_DONATION_CENTS, messages.minimumPerUnitPledge),
    /** The organiser's minimum one-time gift; null keeps section 9's $5 ($10 with live cards). */
    MinimumGiftCents: thonMinimum(MINIMUM_FLAT_DONATION_CENTS, messages.minimumFlatGift),
    /** Public pages rank participants by money only when the organiser turns this on (decision 056). */
    PublicParticipantRanking: z.boolean().default(false),
    TimeZone: z.enum(US_ZONE_ABBREVIATIONS, messages.reviewRequiredFields),
  })
  .refine((event) => event.MaxUnits >= event.MinUnits, {
    path: ['MaxUnits'],
    message: messages.maxUnitsBelowMinUnits,
  })
  .meta({ id: 'ThonEvent' });
export type ThonEvent = z.infer<typeof thonEventSchema>;

/** Who receives the Thon's money at the payment provider. */
export const thonPaymentAccountSchema = z
  .object({
    LegalName: required(100),
    Email: emailSchema,
  })
  .meta({ id: 'ThonPaymentAccount' });

/** POST /api/Thons/Create */
export const createThonRequestSchema = z
  .object({
    /** Made once per draft by the client: sending it again resumes the same creation. */
    IdempotencyKey: z.uuid(),
    Organization: thonOrganizationSchema,
    Event: thonEventSchema,
    PaymentAccount: thonPaymentAccountSchema,
  })
  .meta({ id: 'CreateThonRequest' });
export type CreateThonRequest = z.infer<typeof createThonRequestSchema>;

export const createThonResponseSchema = z
  .object({
    EventId: z.uuid(),
    EventCode: z.string(),
    /** {site}/{eventCode} */
    EventLink: z.string(),
    Message: z.string(),
  })
  .meta({ id: 'CreateThonResponse' });
export type CreateThonResponse = z.infer<typeof createThonResponseSchema>;

/** GET /api/Thons/IsEventCodeAvailable/{eventCode}?EventId= (the Thon being edited keeps its own code). */
export const eventCodeAvailabilityParamsSchema = z.object({ eventCode: boundedText(50) });
export const eventCodeAvailabilityQuerySchema = z.object({ EventId: z.uuid().optional() });
export const eventCodeAvailabilityResponseSchema = z
  .object({ Available: z.boolean(), Message: z.string().nullable() })
  .meta({ id: 'EventCodeAvailability' });
