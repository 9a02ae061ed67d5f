import type { ThonRecipe } from './own-data-routes';

/**
 * Accounts that belong to one browser test each, for tests that change an account (its password, its
 * details). The demo accounts are shared by every spec file, which Playwright may run in parallel, so a
 * test never changes those. `start-server.ts` creates these before the server starts.
 */
export const OWN_ACCOUNTS = {
  passwordReset: { email: 'e2e.password-reset@pledgethon.test', firstName: 'Riley', lastName: 'Reset' },
  thonOrganizer: { email: 'e2e.organizer@pledgethon.test', firstName: 'Orla', lastName: 'Organizer' },
  thonTeamLeader: { email: 'e2e.team-leader@pledgethon.test', firstName: 'Tad', lastName: 'Leader' },
  reminderOrganizer: { email: 'e2e.reminders@pledgethon.test', firstName: 'Rae', lastName: 'Minder' },
  messagesOrganizer: { email: 'e2e.messages@pledgethon.test', firstName: 'Mae', lastName: 'Sender' },
  invitedParent: { email: 'e2e.invited-parent@pledgethon.test', firstName: 'Ivy', lastName: 'Invited' },
  addressChanger: { email: 'e2e.address@pledgethon.test', firstName: 'Ada', lastName: 'Address' },
} as const;

export type OwnAccountKey = keyof typeof OWN_ACCOUNTS;

/** The roles an own account holds beyond a plain user's. */
export const OWN_ACCOUNT_ROLES: Partial<Record<OwnAccountKey, 'parent'>> = {
  invitedParent: 'parent',
};

/** Own accounts start with the demo password, so a test can sign in before it changes anything. */
export const OWN_ACCOUNT_PASSWORD = 'Demo2026';

/**
 * The Thon the browser tests that add participants, teams and people write into, so the demo Thon
 * stays as the seed made it. `thonOrganizer` organises it; `thonTeamLeader` leads its first team.
 */
export const OWN_THON = {
  eventCode: 'E2EPEOPLE',
  name: 'Browser Test Fun Run',
  teams: ['Red Rockets', 'Blue Comets'],
  participants: [
    { firstName: 'Avery', lastName: 'Runner', team: 'Red Rockets' },
    { firstName: 'Blake', lastName: 'Runner', team: 'Red Rockets' },
    { firstName: 'Casey', lastName: 'Runner', team: 'Blue Comets' },
  ],
} as const;

/**
 * The read-a-thon of the browser tests that enter results, record pledges and post updates: each
 * test makes its own (2 to 60 pages, two teams, three readers, an organiser).
 */
export const MONEY_THON = {
  organization: { name: 'Birch Middle School', type: 'Middle School' },
  event: {
    name: 'Birch Middle Read-a-thon',
    timeZone: 'America/New_York',
    unitName: 'page',
    unitNamePlural: 'pages',
    minUnits: 2,
    maxUnits: 60,
    goalCents: 200_000,
    fundsGoTo: 'New library books',
  },
  teams: ['Bookworms', 'Page Turners'],
  participants: [
    { firstName: 'Ada', lastName: 'Birch', team: 'Bookworms' },
    { firstName: 'Ben', lastName: 'Cedar', team: 'Bookworms' },
    { firstName: 'Cora', lastName: 'Dune', team: 'Page Turners' },
  ],
  organizer: true,
} as const satisfies ThonRecipe;

/**
 * The Thon the pledge tests pledge to, complete and charge: each test makes its own, an active Thon
 * of 35 laps at most whose one participant ran 20, with an organiser. It ran yesterday, so that it is
 * over in every time zone and completes without the confirmation an early completion needs.
 */
export const PLEDGE_THON = {
  organization: { name: 'Oak Street Elementary' },
  event: {
    name: 'Oak Street Lap-a-thon',
    eventDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    maxUnits: 35,
    fundsGoTo: 'new library books',
  },
  participants: [{ firstName: 'Pat', lastName: 'Runner', laps: 20 }],
  organizer: true,
} as const satisfies ThonRecipe;

/**
 * The Thon the lap counter tests count on, live-board, go offline with and print badges of: each test
 * makes its own, so no other test's counts or results move. Two teams, three runners, an organiser.
 */
export const LAP_THON = {
  event: { name: 'Willow Park Fun Run' },
  teams: ['Foxes', 'Owls'],
  participants: [
    { firstName: 'Ada', lastName: 'Birch', team: 'Foxes' },
    { firstName: 'Ben', lastName: 'Cedar', team: 'Foxes' },
    { firstName: 'Cora', lastName: 'Dune', team: 'Owls' },
  ],
  organizer: true,
} as const satisfies ThonRecipe;

/**
 * The Thon of the look-alike tiles test: two children shown as "Liam K." on one team, one in a class,
 * and a child whose name is their own.
 */
export const LOOKALIKE_THON = {
  event: { name: 'Aspen Grove Fun Run' },
  teams: ['Otters'],
  participants: [
    { firstName: 'Liam', lastName: 'Kim', team: 'Otters', teacher: { firstName: 'Dana', lastName: 'Park' } },
    { firstName: 'Liam', lastName: 'Kerr', team: 'Otters' },
    { firstName: 'Mia', lastName: 'Stone', team: 'Otters' },
  ],
  organizer: true,
} as const satisfies ThonRecipe;

/**
 * The Thons of the sent-messages tests, organised by `messagesOrganizer`: one whose reminders and a
 * share went out before (delivered, failed, blocked), and one whose parent unsubscribes from a
 * reminder that goes out as the server starts.
 */
export const OWN_MESSAGES_THONS = {
  history: { eventCode: 'E2E-MESSAGES', name: 'Cedar Grove Walk-a-thon' },
  unsubscribe: {
    eventCode: 'E2E-UNSUBSCRIBE',
    name: 'Elm Street Bike-a-thon',
    participant: { firstName: 'Ulla', lastName: 'Rider' },
    parent: { email: 'e2e.unsubscribing-parent@example.com', firstName: 'Una', lastName: 'Rider' },
  },
} as const;

/**
 * The Thon the browser tests give flat gifts to: with a card whose bank asks for its own check, and
 * gifts that are lowered and cancelled through refunds. It is never completed, so refunds stay open.
 */
export const OWN_GIFT_THON = {
  eventCode: 'E2E-GIFTS',
  name: 'Maple Grove Walk-a-thon',
  organization: 'Maple Grove Elementary',
  organizer: { email: 'e2e.gift-organizer@pledgethon.test', firstName: 'Gia', lastName: 'Gifts' },
  participantId: 'e2e0e2e0-0000-4000-8000-000000000002',
  participant: { firstName: 'Quinn', lastName: 'Walker' },
} as const;

/**
 * A pledge whose donor passes it on from its link: an active Thon of its own, so no other test's
 * completing or charging closes it. The token is the link's secret, as the receipt would carry it.
 */
export const OWN_GUEST_SHARE = {
  eventCode: 'E2E-GUEST-SHARE',
  name: 'Hillside Swim-a-thon',
  participant: { firstName: 'Sam', lastName: 'Swimmer' },
  pledgeToken: 'e2eGuestShareTokenForTheBrowserTest00000000',
} as const;
