import { COUNTER_PASS_HEADER } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import { AppError } from '../../http/app-error';
import { hashSecretToken } from '../sessions/secret-tokens';
import { requireThonReach, THON_ACTORS } from '../thons/thon-reach';
import { type CountingThon, findCounterPass, findCountingThon } from './lap-counter.queries';

/** Who counts: a member of the Thon's staff, or a volunteer's pass for the day. */
export type Counter = {
  event: CountingThon;
  userId: string | null;
  pass: { id: string; label: string; day: string } | null;
};

/** The Thon's calendar day now, in its own zone: the day a volunteer's pass must name. */
export const thonToday = (timeZone: string, now = new Date()): string =>
  DateTime.fromJSDate(now).setZone(timeZone).toISODate() ?? '';

function passToken(request: FastifyRequest): string | undefined {
  const value = request.headers[COUNTER_PASS_HEADER.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

/**
 * The caller's right to count laps in the Thon (decision 083): a volunteer's pass for this Thon and
 * today, or a staff grant on it (organisers, franchisee, teachers, team leaders, super administrators,
 * each for the whole Thon: a lap line sees every child). A pass of another Thon, an unknown Thon and
 * no right at all are refused alike.
 */
export async function requireCounter(
  db: Executor,
  request: FastifyRequest,
  thon: { eventId: string } | { eventCode: string },
): Promise<Counter> {
  const event = await findCountingThon(db, thon);
  const token = passToken(request);
  if (token) {
    const pass =
      event && (await findCounterPass(db, { tokenHash: hashSecretToken(token), eventId: event.id }));
    if (!event || !pass) throw new AppError('forbidden', messages.accessDenied);
    if (pass.day !== thonToday(event.timeZone)) throw new AppError('forbidden', messages.counterPassExpired);
    return { event, userId: null, pass };
  }
  if (!event) {
    if (request.session?.IsSuperAdmin) throw new AppError('not_found', messages.notFound);
    throw new AppError(request.session ? 'forbidden' : 'unauthorized', messages.accessDenied);
  }
  await requireThonReach(db, request, event.id, THON_ACTORS);
  return { event, userId: request.session?.UserId ?? null, pass: null };
}
