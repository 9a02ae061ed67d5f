import { pledgesSubmitEndpoint, type SubmitPledgeRequest } from '@pledgethon/contracts';
import { eq, schema } from '@pledgethon/db';
import { createParticipant } from '@pledgethon/db/testing';
import pino from 'pino';
import type { Payments } from '../../integrations/payments/payments.types';
import type { TestAppFixture } from '../../testing/test-app';
import { owedToAbsentDonors } from '../pledges/owed-to-donors';
import { createPledgeThon, pledgeRequest } from '../pledges/testing';
import { markThonCompleted } from '../thons/thon-settings.queries';

/**
 * A Thon with per-unit pledges to `count` participants who ran 10 laps each, made through the pledge
 * form, marked completed, with its charge request.
 */
export async function completedThon(
  server: TestAppFixture,
  count: number,
  pledge: Partial<SubmitPledgeRequest> = {},
) {
  const thon = await createPledgeThon(server.db);
  const pledges: { id: string; email: string }[] = [];
  for (let index = 0; index < count; index++) {
    const participant = index === 0 ? thon.participant : await createParticipant(server.db, thon.event.id);
    await server.db.insert(schema.results).values({ participantId: participant.id, units: 10 });
    const request = pledgeRequest({ ...thon, participant }, { RateCents: 200 + index, ...pledge });
    const response = await server.app.inject({
      method: pledgesSubmitEndpoint.method,
      url: pledgesSubmitEndpoint.path,
      payload: request,
    });
    if (response.statusCode !== 200) throw new Error(`pledge refused: ${response.body}`);
    pledges.push({ id: response.json().PledgeId, email: request.Donor.Email });
  }
  await server.db.transaction((tx) => markThonCompleted(tx, { eventId: thon.event.id, userId: null }));
  const [request] = await server.db
    .select()
    .from(schema.chargeRequests)
    .where(eq(schema.chargeRequests.eventId, thon.event.id));
  if (!request) throw new Error('no charge request');
  return { ...thon, pledges, pledgeIds: pledges.map((item) => item.id), chargeRequestId: request.id };
}

/** What the charging worker charges with: the test app's database and provider, owing absent donors. */
export function chargingContext(server: TestAppFixture, payments: Payments) {
  const log = pino({ level: 'silent' });
  return {
    db: server.db,
    payments,
    log,
    config: server.config,
    owed: owedToAbsentDonors({ db: server.db, config: server.config, log }),
  };
}
