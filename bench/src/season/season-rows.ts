import { randomUUID } from 'node:crypto';
import { copyRow } from './copy-streams';
import type { PlannedThon } from './season-plan';

export const SEASON_CODE_PREFIX = 'SEASON-';
// The unit cap of every generated Thon, as the bench's own Thons have.
const MAX_UNITS = 35;
const DAY_MS = 86_400_000;

/** The columns each generated table is written with, in the order season-rows makes them. */
export const SEASON_TABLES = {
  organizations: { table: 'organizations', columns: ['id', 'name', 'type', 'state'] },
  events: {
    table: 'events',
    columns: [
      'id',
      'organization_id',
      'name',
      'event_code',
      'event_date',
      'time_zone',
      'unit_name',
      'unit_name_plural',
      'max_units',
      'goal_cents',
      'status',
      'completed_at',
      'public_participant_ranking',
    ],
  },
  users: { table: 'users', columns: ['id', 'email', 'first_name', 'last_name'] },
  userRoles: { table: 'user_roles', columns: ['id', 'user_id', 'role', 'event_id'] },
  teams: { table: 'teams', columns: ['id', 'event_id', 'name'] },
  participants: {
    table: 'participants',
    columns: [
      'id',
      'event_id',
      'team_id',
      'first_name',
      'last_name',
      'access_code',
      'status',
      'completed_at',
      'raised_cents',
      'pledge_count',
      'collected_cents',
      'created_at',
    ],
  },
  parentParticipants: { table: 'parent_participants', columns: ['parent_user_id', 'participant_id'] },
  results: { table: 'results', columns: ['id', 'participant_id', 'units'] },
  pledges: {
    table: 'pledges',
    columns: [
      'id',
      'event_id',
      'participant_id',
      'donor_first_name',
      'donor_last_name',
      'donor_email',
      'kind',
      'rate_cents',
      'max_cents',
      'amount_cents',
      'status',
      'idempotency_key',
      'payment_provider',
      'saved_payment_method',
      'counted_cents',
      'created_at',
    ],
  },
  payments: {
    table: 'payments',
    columns: [
      'id',
      'event_id',
      'participant_id',
      'pledge_id',
      'amount_cents',
      'method',
      'provider',
      'provider_reference',
      'status',
      'idempotency_key',
      'split_at',
      'created_at',
    ],
  },
} as const;

export type SeasonTable = keyof typeof SEASON_TABLES;
export type SeasonRows = Record<SeasonTable, string[]>;

type Child = { id: string; units: number | null; raised: number; pledges: number; collected: number };

/**
 * One Thon's rows: its school and organiser, 5 to 20 teams, its children (a third without a parent
 * account, the others one parent for one or two siblings), and its pledges spread unevenly over its
 * children: a third flat, the rest per lap with a tenth capped, a fiftieth cancelled. A completed
 * Thon has every child's result and every standing pledge paid; an active one its flat pledges paid.
 * Each child's kept totals are counted here as the triggers would, from the same rule (decision 136).
 */
export function seasonThonRows(thon: PlannedThon, random: () => number, now: Date): SeasonRows {
  const rows: SeasonRows = {
    organizations: [],
    events: [],
    users: [],
    userRoles: [],
    teams: [],
    participants: [],
    parentParticipants: [],
    results: [],
    pledges: [],
    payments: [],
  };
  const n = thon.index;
  const organizationId = randomUUID();
  const eventId = randomUUID();
  const organizerId = randomUUID();
  const dayOffset = thon.completed ? -(7 + Math.floor(random() * 80)) : 3 + Math.floor(random() * 150);
  const eventDate = new Date(now.getTime() + dayOffset * DAY_MS);
  const completedAt = thon.completed ? new Date(eventDate.getTime() + DAY_MS).toISOString() : null;
  rows.organizations.push(copyRow([organizationId, `Season School ${n}`, 'Elementary School', 'IL']));
  rows.events.push(
    copyRow([
      eventId,
      organizationId,
      `Season Fun Run ${n}`,
      `${SEASON_CODE_PREFIX}${n}`,
      eventDate.toISOString().slice(0, 10),
      'America/Chicago',
      'lap',
      'laps',
      MAX_UNITS,
      Math.max(100_000, thon.children * 10_000),
      thon.completed ? 'completed' : 'active',
      completedAt,
      random() < 0.3 ? 't' : 'f',
    ]),
  );
  rows.users.push(copyRow([organizerId, `season-organizer-${n}@example.com`, 'Organizer', `No. ${n}`]));
  rows.userRoles.push(copyRow([randomUUID(), organizerId, 'organizer', eventId]));
  const teams = Array.from({ length: 5 + Math.floor(random() * 16) }, () => randomUUID());
  teams.forEach((teamId, i) => {
    rows.teams.push(copyRow([teamId, eventId, `Grade ${i + 1}`]));
  });

  const children: Child[] = [];
  let parentId: string | null = null;
  for (let i = 0; i < thon.children; i++) {
    const child: Child = {
      id: randomUUID(),
      units: thon.completed ? 5 + Math.floor(random() * 40) : null,
      raised: 0,
      pledges: 0,
      collected: 0,
    };
    children.push(child);
    if (child.units !== null) rows.results.push(copyRow([randomUUID(), child.id, child.units]));
    // A parent's second child follows the first; a third of the children have no parent account.
    if (parentId && random() < 0.3) {
      rows.parentParticipants.push(copyRow([parentId, child.id]));
      parentId = null;
    } else if (random() < 0.66) {
      parentId = randomUUID();
      rows.users.push(copyRow([parentId, `season-parent-${n}-${i}@example.com`, 'Parent', `Family ${i}`]));
      rows.userRoles.push(copyRow([randomUUID(), parentId, 'parent', null]));
      rows.parentParticipants.push(copyRow([parentId, child.id]));
    } else parentId = null;
  }

  const campaignStart = eventDate.getTime() - 21 * DAY_MS;
  const campaignEnd = Math.min(now.getTime(), eventDate.getTime());
  for (let k = 0; k < thon.pledges; k++) {
    // Squared: some children collect many pledges, many collect few.
    const child = children[Math.floor(random() ** 2 * children.length)] as Child;
    const flat = random() < 1 / 3;
    const rate = flat ? null : 25 * (1 + Math.floor(random() * 12));
    const max = !flat && random() < 0.1 ? 2_000 : null;
    const amount = flat ? 1_000 + 500 * Math.floor(random() * 10) : null;
    const cancelled = random() < 0.02;
    const counted = cancelled
      ? 0
      : flat
        ? (amount ?? 0)
        : Math.min((rate ?? 0) * Math.min(child.units ?? 0, MAX_UNITS), max ?? Number.POSITIVE_INFINITY);
    const createdAt = new Date(campaignStart + random() * (campaignEnd - campaignStart)).toISOString();
    const pledgeId = randomUUID();
    rows.pledges.push(
      copyRow([
        pledgeId,
        eventId,
        child.id,
        'Donor',
        `No. ${k}`,
        `donor${k % 5_000}@example.com`,
        flat ? 'flat' : 'per_unit',
        rate,
        max,
        amount,
        cancelled ? 'cancelled' : 'submitted',
        `season-${pledgeId}`,
        'test',
        flat ? null : 'test_pm_succeeds:season',
        counted,
        createdAt,
      ]),
    );
    if (cancelled) continue;
    child.raised += counted;
    child.pledges += 1;
    if (counted > 0 && (flat || thon.completed)) {
      child.collected += counted;
      const paymentId = randomUUID();
      const paidAt = flat ? createdAt : completedAt;
      rows.payments.push(
        copyRow([
          paymentId,
          eventId,
          child.id,
          pledgeId,
          counted,
          'card',
          'test',
          `season-${paymentId}`,
          'succeeded',
          `season-paid-${pledgeId}`,
          paidAt,
          paidAt,
        ]),
      );
    }
  }
  children.forEach((child, i) => {
    rows.participants.push(
      copyRow([
        child.id,
        eventId,
        teams[i % teams.length],
        `Kid${i}`,
        `Runner ${i % 997}`,
        `S${n}-${i}`,
        thon.completed ? 'completed' : 'active',
        completedAt,
        child.raised,
        child.pledges,
        child.collected,
        new Date(campaignStart).toISOString(),
      ]),
    );
  });
  return rows;
}
