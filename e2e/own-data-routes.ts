import { randomUUID } from 'node:crypto';
import type { ReminderKey, Role } from '@pledgethon/core';
import { reminderSendAt } from '@pledgethon/core/zones';
import { and, type Database, eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant, createPledge, createTeam, createUser } from '@pledgethon/db/testing';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../apps/server/src/config';
import { fanOutReminder } from '../apps/server/src/features/reminders/fan-out-reminder';
import { openTestDisputes } from '../apps/server/src/features/thon-money/test-disputes';
import {
  grantOrganizer,
  insertConnectedAccount,
  insertDefaultReminders,
} from '../apps/server/src/features/thons/thon-setup.queries';
import type { JobQueue } from '../apps/server/src/jobs/job-queue';
import { QUEUES } from '../apps/server/src/jobs/queues';
import { giveDisputedGifts } from './own-disputed-gift';
import {
  giveRefusedCommission,
  type RefusedCommissionRecipe,
  runChargeTransfers,
} from './own-refused-transfer';
import { giveReturnedPayout } from './own-returned-payout';

/**
 * What a browser test asks for: an account of its own, with the roles it needs, or a user of a new
 * franchise of this name (20% commission, no payout account yet).
 */
export type AccountRecipe = {
  firstName?: string;
  lastName?: string;
  roles?: readonly Role[];
  franchisee?: string;
};
export type OwnAccount = { id: string; email: string; firstName: string; lastName: string };

/**
 * A Thon of one test's own: its event (any column), teams, participants (with laps run and a
 * parent), pledges to them, and the people who run it, each a new account.
 */
export type ThonRecipe = {
  event?: Partial<typeof schema.events.$inferInsert>;
  organization?: Partial<typeof schema.organizations.$inferInsert>;
  teams?: readonly string[];
  participants?: readonly {
    firstName: string;
    lastName: string;
    team?: string;
    laps?: number;
    /** Makes this account (an own account's e-mail) the participant's parent. */
    parentEmail?: string;
    goalCents?: number;
    /** The participant's class teacher, a new user of this name. */
    teacher?: { firstName: string; lastName: string };
  }[];
  pledges?: readonly { participant: number; rateCents?: number; amountCents?: number; donorEmail?: string }[];
  organizer?: boolean;
  teachers?: number;
  /** The team, by name, each new team leader leads. */
  teamLeaders?: readonly string[];
  /**
   * Gives the Thon the seven reminders a new Thon starts with and sends this one to its recipients
   * now, as the reminder worker does at its moment, so a test need not wait for the minute's sweep.
   */
  reminderSent?: ReminderKey;
  /**
   * Gives the Thon a test provider's account that cannot take charges yet, as a Thon made through
   * the wizard has until its organiser connects payouts.
   */
  unconnectedPayouts?: boolean;
  /**
   * Gives the Thon the franchise of this own account and a $100 card gift to its first participant
   * whose commission the provider refused (own-refused-transfer.ts).
   */
  refusedCommission?: RefusedCommissionRecipe;
  /** Card gifts (cents) to its first participant paid with the test card that is disputed later. */
  disputedGifts?: readonly number[];
  /** A test payout (cents) received in the ledger that the test provider says the bank returned. */
  returnedPayout?: number;
};

export type OwnThon = {
  id: string;
  eventCode: string;
  name: string;
  organizer?: OwnAccount;
  teachers: OwnAccount[];
  teamLeaders: OwnAccount[];
  teams: { id: string; name: string }[];
  participants: { id: string; firstName: string; lastName: string; accessCode: string }[];
  pledges: { id: string }[];
};

const short = () => randomUUID().slice(0, 8);

/**
 * Routes only the browser tests' server has (start-server.ts registers them): each test makes the
 * accounts and Thons it needs through the same database code the server's own tests use, so no
 * test reads what another wrote. Every account signs in with `passwordHash`'s password.
 */
export function ownDataRoutes(
  { db, config, jobs }: { db: Database; config: Config; jobs: JobQueue },
  passwordHash: string,
): FastifyPluginAsync {
  const open = { config: { access: { area: 'open', who: 'anyone' } } } as const;

  async function createAccount(recipe: AccountRecipe): Promise<OwnAccount> {
    const firstName = recipe.firstName ?? 'Test';
    const lastName = recipe.lastName ?? `Person ${short()}`;
    const [user] = await db
      .insert(schema.users)
      .values({
        email: `e2e.${short()}@pledgethon.test`,
        firstName,
        lastName,
        passwordHash,
        termsAcceptedAt: new Date(),
      })
      .returning();
    if (!user) throw new Error('no account');
    const roles = recipe.roles ?? [];
    if (roles.length > 0)
      await db.insert(schema.userRoles).values(roles.map((role) => ({ userId: user.id, role })));
    if (recipe.franchisee) {
      const [franchisee] = await db
        .insert(schema.franchisees)
        .values({ name: recipe.franchisee, commissionBasisPoints: 2_000 })
        .returning();
      await db
        .insert(schema.userRoles)
        .values({ userId: user.id, role: 'franchisee_user', franchiseeId: franchisee?.id });
    }
    return { id: user.id, email: user.email, firstName, lastName };
  }

  async function createThon(recipe: ThonRecipe): Promise<OwnThon> {
    const [organization] = await db
      .insert(schema.organizations)
      .values({
        name: `School ${short()}`,
        type: 'Elementary School',
        state: 'IL',
        countryCode: 'US',
        ...recipe.organization,
      })
      .returning();
    const event = await createEvent(db, {
      organizationId: organization?.id,
      eventCode: `E2E-${short().toUpperCase()}`,
      name: 'Own Fun Run',
      eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      status: 'active',
      fundsGoTo: 'new playground equipment',
      ...recipe.event,
      ...(recipe.unconnectedPayouts ? { paymentAccountId: `local_acct_e2e${short()}` } : {}),
    });
    if (recipe.unconnectedPayouts && event.paymentAccountId && organization)
      await insertConnectedAccount(db, {
        accountId: event.paymentAccountId,
        provider: 'local',
        organizationId: organization.id,
      });
    const teams: { id: string; name: string }[] = [];
    for (const name of recipe.teams ?? []) teams.push(await createTeam(db, event.id, name));
    const teamId = (name?: string) => teams.find((team) => team.name === name)?.id ?? null;
    const participants = [];
    // Badge numbers follow the order the children joined: a millisecond apart, each joins after the one
    // before it even where the engine's clock would give two quick inserts the same moment.
    const joinedFrom = Date.now();
    for (const child of recipe.participants ?? []) {
      const teacher = child.teacher && (await createUser(db, child.teacher));
      const participant = await createParticipant(db, event.id, {
        firstName: child.firstName,
        lastName: child.lastName,
        teamId: teamId(child.team),
        teacherUserId: teacher ? teacher.id : null,
        accessCode: `${event.eventCode}-${participants.length + 1}`,
        createdAt: new Date(joinedFrom + participants.length),
        ...(child.goalCents === undefined ? {} : { goalCents: child.goalCents }),
      });
      if (child.laps !== undefined) {
        await db.insert(schema.results).values({ participantId: participant.id, units: child.laps });
      }
      if (child.parentEmail) await linkParent(participant.id, child.parentEmail);
      participants.push(participant);
    }
    const pledges = [];
    for (const { participant, ...pledge } of recipe.pledges ?? []) {
      const to = participants[participant];
      if (!to) throw new Error(`no participant ${participant}`);
      const amount =
        pledge.rateCents === undefined
          ? { amountCents: pledge.amountCents ?? 1_000 }
          : { rateCents: pledge.rateCents };
      pledges.push(await createPledge(db, to, { ...amount, donorEmail: pledge.donorEmail ?? null }));
    }
    if (recipe.reminderSent) await sendReminder(event, recipe.reminderSent);
    const [first] = participants;
    if (recipe.refusedCommission && first)
      await giveRefusedCommission(
        { db, config },
        { eventId: event.id, organizationId: event.organizationId, participant: first },
        recipe.refusedCommission,
      );
    if (recipe.disputedGifts && first) await giveDisputedGifts({ db, config }, first, recipe.disputedGifts);
    if (recipe.returnedPayout) await giveReturnedPayout(db, event.id, recipe.returnedPayout);
    const organizer = recipe.organizer
      ? await createAccount({ firstName: 'Oda', lastName: 'Organizer' })
      : undefined;
    if (organizer) await grantOrganizer(db, { userId: organizer.id, eventId: event.id });
    const teachers = [];
    for (let index = 0; index < (recipe.teachers ?? 0); index++) {
      const teacher = await createAccount({ firstName: 'Tess', lastName: 'Teacher' });
      await db.insert(schema.userRoles).values({
        userId: teacher.id,
        role: 'teacher',
        eventId: event.id,
        organizationId: event.organizationId,
      });
      teachers.push(teacher);
    }
    const teamLeaders = [];
    for (const team of recipe.teamLeaders ?? []) {
      const leader = await createAccount({ firstName: 'Lee', lastName: 'Leader' });
      await db
        .insert(schema.userRoles)
        .values({ userId: leader.id, role: 'team_leader', eventId: event.id, teamId: teamId(team) });
      teamLeaders.push(leader);
    }
    return {
      id: event.id,
      eventCode: event.eventCode,
      name: event.name,
      organizer,
      teachers,
      teamLeaders,
      teams: teams.map(({ id, name }) => ({ id, name })),
      participants: participants.map(({ id, firstName, lastName, accessCode }) => ({
        id,
        firstName,
        lastName,
        accessCode: accessCode ?? '',
      })),
      pledges: pledges.map(({ id }) => ({ id })),
    };
  }

  async function sendReminder(event: typeof schema.events.$inferSelect, key: ReminderKey) {
    await insertDefaultReminders(db, { eventId: event.id });
    const [reminder] = await db
      .select()
      .from(schema.reminderSettings)
      .where(and(eq(schema.reminderSettings.eventId, event.id), eq(schema.reminderSettings.key, key)));
    if (reminder?.days == null || !reminder.time) throw new Error(`no ${key} reminder to send`);
    const dueAt = reminderSendAt({
      eventDate: event.eventDate,
      days: reminder.days,
      time: reminder.time,
      timeZone: reminder.timeZone,
    });
    await fanOutReminder({ db, config }, { reminderId: reminder.id, dueAt: dueAt.toISOString() });
  }

  async function linkParent(participantId: string, email: string) {
    const [parent] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, email));
    if (!parent) throw new Error(`no account ${email}`);
    await db.insert(schema.parentParticipants).values({ parentUserId: parent.id, participantId });
  }

  return async (app) => {
    app.post<{ Body: AccountRecipe }>('/e2e/accounts', open, (request) => createAccount(request.body ?? {}));
    app.post<{ Body: ThonRecipe }>('/e2e/thons', open, (request) => createThon(request.body ?? {}));
    app.post('/e2e/charge-transfers', open, async (request) => {
      await runChargeTransfers({ db, config }, request.log);
      return { Ran: true };
    });
    // The test provider's dispute sweep, run now instead of at its five minutes.
    app.post('/e2e/test-disputes', open, async () => ({ Disputed: (await openTestDisputes(db)).length }));
    // The reminder sweep the server runs each minute, asked for now: a test then waits seconds, not a minute.
    app.post('/e2e/reminder-sweep', open, async () => {
      await jobs.boss.send(QUEUES.reminderSweep.name, {});
      return { Asked: true };
    });
  };
}
