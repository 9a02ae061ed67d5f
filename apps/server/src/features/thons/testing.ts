import { randomUUID } from 'node:crypto';
import type { CreateThonRequest } from '@pledgethon/contracts';
import { unique } from '@pledgethon/db/testing';

/** A complete wizard submission with a fresh event code and key; parts may be replaced. */
export function thonRequest(
  overrides: {
    Event?: Partial<CreateThonRequest['Event']>;
    Organization?: Partial<CreateThonRequest['Organization']>;
  } = {},
): CreateThonRequest {
  return {
    IdempotencyKey: randomUUID(),
    Organization: {
      Name: 'Birch Middle School',
      Type: 'Middle School',
      StreetAddress: '12 Birch Lane',
      City: 'Evanston',
      State: 'IL',
      CountryCode: 'US',
      Zip: '60201',
      Website: 'https://birch.example.org',
      TaxExempt: false,
      Ein: null,
      ...overrides.Organization,
    },
    Event: {
      Name: 'Birch Read-a-thon',
      EventCode: `B${unique()}`,
      EventDate: '2027-03-20',
      UnitName: 'page',
      UnitNamePlural: 'pages',
      MinUnits: 5,
      MaxUnits: 50,
      GoalCents: 1_000_000,
      ParticipantGoalCents: 35_000,
      FundsGoTo: 'new library books',
      FlatDonationsOnly: false,
      PublicParticipantRanking: false,
      MinimumPerUnitCents: null,
      MinimumGiftCents: null,
      TimeZone: 'CST',
      ...overrides.Event,
    },
    PaymentAccount: { LegalName: 'Birch Middle School PTA', Email: 'pta@birch.example.org' },
  };
}
