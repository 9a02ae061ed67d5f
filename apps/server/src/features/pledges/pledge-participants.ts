import type { PledgeParticipants } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Database } from '@pledgethon/db';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { requireThonReach, THON_ACTORS } from '../thons/thon-reach';
import { findPickableParticipants } from './pledge-participants.queries';
import { findPledgeThon } from './pledges.queries';

/** The staff's reach into the Thon, or null for a caller who is not on its staff. */
async function staffReachOf(db: Database, request: FastifyRequest, eventId: string) {
  try {
    return (await requireThonReach(db, request, eventId, THON_ACTORS)).participants;
  } catch (error) {
    if (error instanceof AppError && error.code === 'forbidden') return null;
    throw error;
  }
}

/**
 * Whom a participant, a parent or the Thon's staff may pick when entering a pledge for a donor. A
 * caller who reaches nobody in the Thon is refused, as a stranger is on every other call naming it.
 */
export async function readPledgeParticipants(
  db: Database,
  request: FastifyRequest,
  { eventCode }: { eventCode: string },
): Promise<PledgeParticipants> {
  const session = requireSession(request);
  const thon = await findPledgeThon(db, { eventCode });
  if (!thon || !session.UserId) throw new AppError('forbidden', messages.accessDenied);
  const staffReach = await staffReachOf(db, request, thon.id);
  const rows = await findPickableParticipants(db, { eventId: thon.id, userId: session.UserId, staffReach });
  if (rows.length === 0) throw new AppError('forbidden', messages.accessDenied);
  return {
    Participants: rows.map((row) => ({
      Id: row.id,
      Name: `${row.firstName} ${row.lastName}`,
      TeamName: row.teamName,
    })),
  };
}
