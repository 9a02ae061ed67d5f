import { thonEventSchema, thonOrganizationSchema, thonPaymentAccountSchema } from '@pledgethon/contracts';
import { DEFAULT_PERSONAL_GOAL_CENTS } from '@pledgethon/core';
import { z } from 'zod';

/** What the wizard and the settings page edit: the contract's own fields and checks. */
export const thonFormSchema = z.object({
  Organization: thonOrganizationSchema,
  Event: thonEventSchema,
  PaymentAccount: thonPaymentAccountSchema,
});
export type ThonFormValues = z.input<typeof thonFormSchema>;
export type ThonFormOutput = z.output<typeof thonFormSchema>;

export const emptyThonForm = (): ThonFormValues => ({
  Organization: {
    Name: '',
    Type: '' as ThonFormValues['Organization']['Type'],
    StreetAddress: null,
    City: null,
    State: null,
    CountryCode: 'US',
    Zip: null,
    Website: null,
    TaxExempt: false,
    Ein: null,
  },
  Event: {
    Name: '',
    EventCode: '',
    EventDate: '',
    UnitName: 'lap',
    UnitNamePlural: 'laps',
    MinUnits: 0,
    MaxUnits: 35,
    GoalCents: Number.NaN,
    ParticipantGoalCents: DEFAULT_PERSONAL_GOAL_CENTS,
    FundsGoTo: null,
    FlatDonationsOnly: false,
    PublicParticipantRanking: false,
    MinimumPerUnitCents: null,
    MinimumGiftCents: null,
    TimeZone: 'EST',
  },
  PaymentAccount: { LegalName: '', Email: '' },
});

/** The wizard's steps, each with the fields it checks before the next one opens. */
export const WIZARD_STEPS = [
  { key: 'organization', fields: ['Organization'] },
  { key: 'event', fields: ['Event'] },
  { key: 'payment', fields: ['PaymentAccount'] },
  { key: 'confirm', fields: [] },
] as const;

/** An optional text field: blank is no value at all. */
export const orNull = (text: string | null | undefined): string | null => text?.trim() || null;
