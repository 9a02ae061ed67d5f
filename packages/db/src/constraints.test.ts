import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  franchisees,
  payments,
  pledges,
  reminderSettings,
  results,
  shopProducts,
  userRoles,
} from './schema/index';
import { createEvent, createParticipant, createTeam, createUser, unique } from './testing/factories';
import { createShopVendor } from './testing/shop-factories';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE and constraint name a refused write reports, which the server turns into a message. */
async function refusal(write: PromiseLike<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await write;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    return { code: cause?.code, constraint: cause?.constraint };
  }
  throw new Error('the write was accepted');
}

describe('database rules a user would notice', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function flatPledge(
    eventId: string,
    participantId: string,
    amountCents: number,
    idempotencyKey = unique(),
  ) {
    return database.db.insert(pledges).values({
      eventId,
      participantId,
      donorFirstName: 'Dana',
      donorLastName: 'Donor',
      kind: 'flat',
      amountCents,
      idempotencyKey,
    });
  }

  it('refuses negative money', async () => {
    const db = database.db;
    const vendor = await createShopVendor(db);
    const event = await createEvent(db);
    const participant = await createParticipant(db, event.id);
    expect(
      await refusal(
        db.insert(shopProducts).values({
          vendorId: vendor.id,
          name: 'Medal',
          category: 'Awards',
          priceCents: -1,
        }),
      ),
    ).toEqual({ code: CHECK_VIOLATION, constraint: 'shop_products_price_non_negative' });
    expect(
      await refusal(
        db.insert(payments).values({
          eventId: event.id,
          participantId: participant.id,
          amountCents: -500,
          method: 'cash',
          provider: 'offline',
          idempotencyKey: unique(),
        }),
      ),
    ).toEqual({ code: CHECK_VIOLATION, constraint: 'payments_amount_positive' });
    expect(await refusal(createParticipant(db, event.id, { goalCents: -100 }))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'participants_goal_minimum',
    });
  });

  it('refuses negative results', async () => {
    const event = await createEvent(database.db);
    const participant = await createParticipant(database.db, event.id);
    expect(
      await refusal(database.db.insert(results).values({ participantId: participant.id, units: -1 })),
    ).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'results_units_non_negative',
    });
  });

  it('refuses an event code already taken in another case', async () => {
    const code = `Run${unique()}`;
    await createEvent(database.db, { eventCode: code });
    expect(await refusal(createEvent(database.db, { eventCode: code.toUpperCase() }))).toEqual({
      code: UNIQUE_VIOLATION,
      constraint: 'events_event_code_unique',
    });
  });

  it('allows one team leader per team', async () => {
    const db = database.db;
    const event = await createEvent(db);
    const team = await createTeam(db, event.id);
    const [first, second] = await Promise.all([createUser(db), createUser(db)]);
    if (!first || !second) throw new Error('users not created');
    await db
      .insert(userRoles)
      .values({ userId: first.id, role: 'team_leader', eventId: event.id, teamId: team.id });
    expect(
      await refusal(
        db
          .insert(userRoles)
          .values({ userId: second.id, role: 'team_leader', eventId: event.id, teamId: team.id }),
      ),
    ).toEqual({ code: UNIQUE_VIOLATION, constraint: 'user_roles_one_team_leader_per_team' });

    const otherTeam = await createTeam(db, event.id);
    await db
      .insert(userRoles)
      .values({ userId: second.id, role: 'team_leader', eventId: event.id, teamId: otherTeam.id });
  });

  it('records a pledge once however often it is retried', async () => {
    const event = await createEvent(database.db);
    const participant = await createParticipant(database.db, event.id);
    const key = `pledge-${unique()}`;
    await flatPledge(event.id, participant.id, 2_500, key);
    expect(await refusal(flatPledge(event.id, participant.id, 2_500, key))).toEqual({
      code: UNIQUE_VIOLATION,
      constraint: 'pledges_idempotency_key_unique',
    });
  });

  it('refuses a flat pledge under $1 and accepts $1', async () => {
    const event = await createEvent(database.db);
    const participant = await createParticipant(database.db, event.id);
    expect(await refusal(flatPledge(event.id, participant.id, 99))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'pledges_flat_shape',
    });
    await flatPledge(event.id, participant.id, 100);
  });

  it('refuses a per-unit pledge without a positive rate', async () => {
    const event = await createEvent(database.db);
    const participant = await createParticipant(database.db, event.id);
    const perUnit = (rateCents: number) =>
      database.db.insert(pledges).values({
        eventId: event.id,
        participantId: participant.id,
        donorFirstName: 'Dana',
        donorLastName: 'Donor',
        kind: 'per_unit',
        rateCents,
        idempotencyKey: unique(),
      });
    expect(await refusal(perUnit(0))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'pledges_per_unit_shape',
    });
    await perUnit(200);
  });

  it('caps a franchisee commission at 60%', async () => {
    const franchisee = (commissionBasisPoints: number) =>
      database.db.insert(franchisees).values({ name: `Franchisee ${unique()}`, commissionBasisPoints });
    await franchisee(6_000);
    expect(await refusal(franchisee(6_001))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'franchisees_commission_range',
    });
  });

  it('keeps an SMS hold only with both ends, and times in one form', async () => {
    const event = await createEvent(database.db);
    const share = (fields: Partial<typeof reminderSettings.$inferInsert>) =>
      database.db
        .insert(reminderSettings)
        .values({ eventId: event.id, key: 'ParticipantSMSShare', timeZone: 'CST', ...fields });
    expect(await refusal(share({ defaultType: 'Hold Messages Between', holdStart: '09:00 PM' }))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'reminder_settings_hold_window_matches_type',
    });
    expect(
      await refusal(
        share({ defaultType: 'Hold Messages Between', holdStart: '9:00 pm', holdEnd: '10:00 PM' }),
      ),
    ).toEqual({ code: CHECK_VIOLATION, constraint: 'reminder_settings_hold_format' });
    await share({
      defaultType: 'Hold Messages Between',
      holdStart: '09:00 PM',
      holdEnd: '10:00 PM',
      holdEnabled: true,
    });
  });

  it('keeps e-mail addresses unique by storing them in lower case', async () => {
    const email = `Someone-${unique()}@Example.com`;
    expect(await refusal(createUser(database.db, { email }))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'users_email_lower_case',
    });
    await createUser(database.db, { email: email.toLowerCase() });
    expect(await refusal(createUser(database.db, { email: email.toLowerCase() }))).toEqual({
      code: UNIQUE_VIOLATION,
      constraint: 'users_email_unique',
    });
  });
});
