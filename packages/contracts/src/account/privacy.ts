import {
  CONSENT_KINDS,
  CONSENT_WITHDRAWALS,
  GRADES,
  MAXIMUM_RETENTION_DAYS,
  MINIMUM_RETENTION_DAYS,
  messages,
  SHIRT_SIZES,
  type ShirtSizeId,
} from '@pledgethon/core';
import { z } from 'zod';
import { boundedText, CODE_MAX_LENGTH } from '../bounded-text';
import { personNameSchema } from '../thon-people/participants';

const shirtSizeIds = SHIRT_SIZES.map((size) => size.id) as [ShirtSizeId, ...ShirtSizeId[]];

export const childParamsSchema = z.object({ participantId: z.uuid() });

const consentRecordSchema = z
  .object({
    Kind: z.enum(CONSENT_KINDS),
    GivenAt: z.iso.datetime(),
    GivenBy: z.string().nullable(),
    TextShown: z.string(),
    WithdrawnAt: z.iso.datetime().nullable(),
    Withdrawal: z.enum(CONSENT_WITHDRAWALS).nullable(),
  })
  .meta({ id: 'ConsentRecord' });

const personalDataViewSchema = z
  .object({
    ViewedAt: z.iso.datetime(),
    ViewerName: z.string(),
    ViewerRole: z.string(),
    What: z.string(),
  })
  .meta({ id: 'PersonalDataView' });

/** GET /api/Parent/ChildData/{participantId}: everything the product holds about one child. */
export const childDataSchema = z
  .object({
    Child: z.object({
      ParticipantId: z.uuid(),
      FirstName: z.string(),
      LastName: z.string(),
      Grade: z.enum(GRADES).nullable(),
      ShirtSize: z.enum(shirtSizeIds).nullable(),
      GoalCents: z.number().int(),
      AccessCode: z.string(),
      ParentEmail: z.string().nullable(),
      TeamName: z.string().nullable(),
      TeacherName: z.string().nullable(),
      HasPhoto: z.boolean(),
      PublicFullName: z.boolean(),
      PublicPhoto: z.boolean(),
      AddedAt: z.iso.datetime(),
    }),
    Thon: z.object({
      EventCode: z.string(),
      Name: z.string(),
      OrganizationName: z.string(),
      EventDate: z.string(),
      RetentionDays: z.number().int(),
      /** When the child's personal data will be removed, unless the parent asks sooner. */
      DataKeptUntil: z.iso.datetime(),
    }),
    Parents: z.array(z.object({ Name: z.string(), Email: z.string().nullable() })),
    Results: z.object({ Units: z.number().int() }).nullable(),
    Pledges: z.array(
      z.object({
        DonorName: z.string(),
        Kind: z.enum(['per_unit', 'flat']),
        AmountCents: z.number().int(),
        Status: z.string(),
        CreatedAt: z.iso.datetime(),
      }),
    ),
    SponsorUpdates: z.array(z.object({ Message: z.string(), PostedAt: z.iso.datetime() })),
    ShareContacts: z.number().int(),
    Consents: z.array(consentRecordSchema),
    Views: z.array(personalDataViewSchema),
  })
  .meta({ id: 'ChildData' });
export type ChildData = z.infer<typeof childDataSchema>;

/** POST /api/Parent/CorrectChild: a parent corrects what is held about their child. */
export const correctChildRequestSchema = z.object({
  ParticipantId: z.uuid(),
  FirstName: personNameSchema,
  LastName: personNameSchema,
  Grade: z.enum(GRADES, messages.invalidData).nullable().default(null),
  ShirtSize: z.enum(shirtSizeIds, messages.invalidData).nullable().default(null),
});
export type CorrectChildRequest = z.input<typeof correctChildRequestSchema>;

/** POST /api/Parent/DeleteChild: a parent has their child's personal data deleted. */
export const deleteChildRequestSchema = z.object({ ParticipantId: z.uuid() });

export const privacyMessageSchema = z
  .object({ Success: z.literal(true), Message: z.string() })
  .meta({ id: 'PrivacyMessage' });

/** GET /api/Thons/Privacy/{eventCode}: a Thon's retention and the removals run on it. */
export const thonPrivacyParamsSchema = z.object({ eventCode: boundedText(CODE_MAX_LENGTH).min(1) });
const removalCountsSchema = z.record(z.string(), z.number().int());
export const thonPrivacySchema = z
  .object({
    EventId: z.uuid(),
    RetentionDays: z.number().int(),
    DataKeptUntil: z.iso.datetime(),
    DataClosedAt: z.iso.datetime().nullable(),
    PersonalDataRemovedAt: z.iso.datetime().nullable(),
    /** What a removal would take away now: the dry run. */
    WouldRemove: removalCountsSchema,
    Removals: z.array(
      z.object({
        Reason: z.enum(['retention', 'closed_early', 'parent_request']),
        DryRun: z.boolean(),
        StartedAt: z.iso.datetime(),
        FinishedAt: z.iso.datetime().nullable(),
        Counts: removalCountsSchema,
      }),
    ),
  })
  .meta({ id: 'ThonPrivacy' });
export type ThonPrivacy = z.infer<typeof thonPrivacySchema>;

export const setRetentionRequestSchema = z.object({
  EventId: z.uuid(),
  RetentionDays: z
    .number()
    .int()
    .min(MINIMUM_RETENTION_DAYS, messages.retentionTooShort)
    .max(MAXIMUM_RETENTION_DAYS, messages.retentionTooLong),
});
export const closeThonDataRequestSchema = z.object({ EventId: z.uuid() });
