import { eventMaxUnits, shiftCalendarDate } from '@pledgethon/core';
import type { Executor } from '../client';
import {
  BASIS_POINTS_PER_PERCENT,
  connectedAccounts,
  events,
  franchisees,
  landingPages,
  organizations,
  teams,
} from '../schema/index';
import { calendarDateIn } from './calendar';

export const DEMO_EVENT_CODE = 'MAPLE26';
/**
 * The school's and the franchise's accounts at the built-in test provider, onboarded: the demo's
 * Thons take card pledges and split them (decision 135).
 */
export const DEMO_PAYMENT_ACCOUNT_ID = 'local_acct_demo_maple_elementary';
export const DEMO_FRANCHISEE_ACCOUNT_ID = 'local_acct_demo_great_lakes';
export const DEMO_LANDING_PAGE_URL = 'maple-fun-run';
const DEMO_TEAM_NAMES = [
  'Red Rockets',
  'Blue Comets',
  'Green Gators',
  'Golden Eagles',
  'Purple Panthers',
  'Silver Sharks',
] as const;
type DemoTeamName = (typeof DEMO_TEAM_NAMES)[number];

const TIME_ZONE = 'America/Chicago';
const DAYS_UNTIL_EVENT = 30;
// Access codes keep working for two weeks after the run, while families collect the last pledges.
const COLLECTION_DAYS_AFTER_EVENT = 14;
// Index 10 of the event max-units table: 35 laps, what an elementary student can run.
const MAX_UNITS_INDEX = 10;

export type DemoThon = {
  franchiseeId: string;
  organizationId: string;
  eventId: string;
  eventDate: string;
  /** In the order of DEMO_TEAM_NAMES. */
  teamIds: string[];
  redRocketsTeamId: string;
};

export async function insertDemoThon(tx: Executor, organizerUserId: string, now: Date): Promise<DemoThon> {
  const [franchisee] = await tx
    .insert(franchisees)
    .values({
      name: 'Great Lakes Fundraising',
      territory: 'Illinois, Indiana, Michigan and Wisconsin',
      commissionBasisPoints: 20 * BASIS_POINTS_PER_PERCENT,
      connectedAccountId: DEMO_FRANCHISEE_ACCOUNT_ID,
      createdAt: now,
    })
    .returning({ id: franchisees.id });
  if (!franchisee) throw new Error('franchisee not inserted');
  // Connected by the franchise itself (decision 142), so its payouts card shows it connected.
  await tx.insert(connectedAccounts).values({
    accountId: DEMO_FRANCHISEE_ACCOUNT_ID,
    provider: 'local',
    franchiseeId: franchisee.id,
    chargesEnabled: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
    stateAt: now,
    createdAt: now,
  });

  const [organization] = await tx
    .insert(organizations)
    .values({
      name: 'Maple Elementary School',
      type: 'Elementary School',
      schoolLevel: 'Elementary',
      city: 'Oak Park',
      state: 'IL',
      countryCode: 'US',
      zip: '60302',
      website: 'https://maple-elementary.example.org',
      // Receipts of the demo's gifts acknowledge them for a tax deduction (decision 137).
      legalName: 'Maple Elementary PTA',
      taxExempt: true,
      ein: '36-4012345',
      franchiseeId: franchisee.id,
      createdAt: now,
    })
    .returning({ id: organizations.id });
  if (!organization) throw new Error('organization not inserted');
  await tx.insert(connectedAccounts).values({
    accountId: DEMO_PAYMENT_ACCOUNT_ID,
    provider: 'local',
    organizationId: organization.id,
    chargesEnabled: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
    stateAt: now,
    createdAt: now,
  });

  const eventDate = shiftCalendarDate(calendarDateIn(now, TIME_ZONE), DAYS_UNTIL_EVENT);
  const [event] = await tx
    .insert(events)
    .values({
      organizationId: organization.id,
      franchiseeId: franchisee.id,
      name: 'Maple Elementary Fun Run',
      eventCode: DEMO_EVENT_CODE,
      eventDate,
      endDate: shiftCalendarDate(eventDate, COLLECTION_DAYS_AFTER_EVENT),
      timeZone: TIME_ZONE,
      unitName: 'lap',
      unitNamePlural: 'laps',
      minUnits: 10,
      maxUnits: eventMaxUnits(MAX_UNITS_INDEX),
      goalCents: 2_500_000,
      fundsGoTo: 'a new playground and classroom reading corners',
      status: 'active',
      paymentAccountId: DEMO_PAYMENT_ACCOUNT_ID,
      createdByUserId: organizerUserId,
      // The school's contact for the Thon: its fun-run address, not anyone's sign-in.
      contactFirstName: 'Olivia',
      contactLastName: 'Grant',
      contactEmail: 'funrun@maple-elementary.example.org',
      contactPhone: '7085550142',
      createdAt: now,
    })
    .returning({ id: events.id });
  if (!event) throw new Error('event not inserted');

  const teamRows = await tx
    .insert(teams)
    .values(DEMO_TEAM_NAMES.map((name) => ({ eventId: event.id, name, createdAt: now })))
    .returning({ id: teams.id, name: teams.name });
  const teamIdOf = (name: DemoTeamName): string => {
    const team = teamRows.find((row) => row.name === name);
    if (!team) throw new Error(`team ${name} not inserted`);
    return team.id;
  };

  await tx.insert(landingPages).values({
    eventId: event.id,
    url: DEMO_LANDING_PAGE_URL,
    title: 'Maple Elementary Fun Run',
    headline: 'Every lap builds a playground',
    // Pictures that ship with the server (its landing-page resources), drawn for the demo.
    imageUrl: '/LandingPageImage/images/90cbaf6799311e7398bbe628f8becd05_2000x800.jpg',
    galleryImageUrls: [
      '/LandingPageImage/images/50e7c04ed6351b5900e702a0efa95e0c_1200x800.jpg',
      '/LandingPageImage/images/7ecc0e7837d4c3d5097a82de35e848f7_1200x800.jpg',
    ],
    body:
      'Our students run laps to raise money for a new playground and classroom reading corners. ' +
      'Pledge per lap or give a flat donation, and cheer them on!',
    isActive: true,
    createdByUserId: organizerUserId,
    createdAt: now,
    updatedAt: now,
  });

  return {
    franchiseeId: franchisee.id,
    organizationId: organization.id,
    eventId: event.id,
    eventDate,
    teamIds: DEMO_TEAM_NAMES.map(teamIdOf),
    redRocketsTeamId: teamIdOf('Red Rockets'),
  };
}
