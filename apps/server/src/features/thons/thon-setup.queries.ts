import type { ThonEvent, ThonOrganization } from '@pledgethon/contracts';
import { ianaZoneFor } from '@pledgethon/core';
import { and, asc, type Executor, eq, insertDefaultReminderSettings, schema, sql } from '@pledgethon/db';
import { isSiteRootTaken } from './site-root.queries';

const { events, franchisees, organizations, userRoles, users } = schema;

/**
 * Whether a code is taken for a Thon: by another Thon, or by a landing page, which lives at the same
 * {site}/{x} as the event link (decision 048).
 */
export async function isEventCodeTaken(
  db: Executor,
  { eventCode, exceptEventId }: { eventCode: string; exceptEventId?: string },
): Promise<boolean> {
  return isSiteRootTaken(db, { address: eventCode, ...(exceptEventId ? { exceptEventId } : {}) });
}

/** The franchise a franchisee's Thons belong to: their first grant, when they hold several. */
export async function findFranchiseOf(db: Executor, { userId }: { userId: string }) {
  const [grant] = await db
    .select({ franchiseeId: userRoles.franchiseeId })
    .from(userRoles)
    .innerJoin(franchisees, eq(franchisees.id, userRoles.franchiseeId))
    .where(
      and(
        eq(userRoles.userId, userId),
        sql`${userRoles.role} in ('franchisee_user', 'franchisee_team_leader')`,
      ),
    )
    .orderBy(asc(userRoles.createdAt))
    .limit(1);
  return grant?.franchiseeId ?? null;
}

export const organizationColumns = (organization: ThonOrganization) => ({
  name: organization.Name,
  type: organization.Type,
  streetAddress: organization.StreetAddress,
  city: organization.City,
  state: organization.State,
  countryCode: organization.CountryCode,
  zip: organization.Zip,
  website: organization.Website,
  taxExempt: organization.TaxExempt,
  ein: organization.TaxExempt ? organization.Ein : null,
});

export const eventColumns = (event: ThonEvent) => ({
  name: event.Name,
  eventCode: event.EventCode,
  eventDate: event.EventDate,
  unitName: event.UnitName,
  unitNamePlural: event.UnitNamePlural,
  minUnits: event.MinUnits,
  maxUnits: event.MaxUnits,
  goalCents: event.GoalCents,
  participantGoalCents: event.ParticipantGoalCents,
  fundsGoTo: event.FundsGoTo,
  flatDonationsOnly: event.FlatDonationsOnly,
  minimumPerUnitCents: event.MinimumPerUnitCents,
  minimumGiftCents: event.MinimumGiftCents,
  publicParticipantRanking: event.PublicParticipantRanking,
  timeZone: ianaZoneFor(event.TimeZone),
});

/** The organisation, under the legal name its payment account holds: the name its receipts print. */
export async function insertOrganization(
  db: Executor,
  {
    organization,
    legalName,
    franchiseeId,
  }: { organization: ThonOrganization; legalName: string; franchiseeId: string | null },
): Promise<string> {
  const [row] = await db
    .insert(organizations)
    .values({ ...organizationColumns(organization), legalName, franchiseeId })
    .returning({ id: organizations.id });
  if (!row) throw new Error('organization not inserted');
  return row.id;
}

export async function insertEvent(
  db: Executor,
  values: {
    event: ThonEvent;
    organizationId: string;
    franchiseeId: string | null;
    paymentAccountId: string;
    userId: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(events)
    .values({
      ...eventColumns(values.event),
      organizationId: values.organizationId,
      franchiseeId: values.franchiseeId,
      paymentAccountId: values.paymentAccountId,
      createdByUserId: values.userId,
      status: 'active',
    })
    .returning({ id: events.id });
  if (!row) throw new Error('event not inserted');
  return row.id;
}

/** The seven reminders at the defaults of spec section 9, each with its built-in text. */
export async function insertDefaultReminders(db: Executor, { eventId }: { eventId: string }): Promise<void> {
  await insertDefaultReminderSettings(db, { eventId });
}

/** Makes the user the Thon's organiser and, to begin with, the contact the Thon names. */
export async function grantOrganizer(db: Executor, { userId, eventId }: { userId: string; eventId: string }) {
  await db.insert(userRoles).values({ userId, role: 'organizer', eventId }).onConflictDoNothing();
  await db
    .update(events)
    .set({
      contactFirstName: users.firstName,
      contactLastName: users.lastName,
      contactEmail: users.email,
      contactPhone: users.phone,
    })
    .from(users)
    .where(and(eq(events.id, eventId), eq(users.id, userId)));
}

/** The Thon's connected payment account, written with the Thon it was opened for, in its transaction. */
export async function insertConnectedAccount(
  db: Executor,
  values: { accountId: string; provider: string; organizationId: string },
) {
  await db.insert(schema.connectedAccounts).values(values).onConflictDoNothing();
}
