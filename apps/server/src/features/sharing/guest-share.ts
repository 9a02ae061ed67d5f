import { createHash } from 'node:crypto';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { findPledgeIdByToken } from '../pledges/pledge-links';
import { findManagedPledge } from '../pledges/pledges.queries';
import type { ShareSubject } from './share-access';
import { findParticipantWithThon } from './sharing.queries';

/**
 * The participant a donor passes their pledge on for: the one their pledge (named by its receipt's
 * secret link) sponsors, while the pledge stands and the Thon is still collecting (decision 097).
 */
export async function requireGuestShareSubject(
  db: Executor,
  token: string,
): Promise<ShareSubject & { userId: null }> {
  const pledgeId = await findPledgeIdByToken(db, { token });
  const found = pledgeId ? await findManagedPledge(db, { pledgeId }) : undefined;
  if (!found || found.pledge.status === 'cancelled')
    throw new AppError('not_found', messages.pledgeLinkInvalid);
  if (found.eventStatus === 'completed') throw new AppError('rule', messages.pledgeClosed);
  // A gift to the whole Thon names no participant whose page could be shared.
  const participantId = found.pledge.participantId;
  if (!participantId) throw new AppError('rule', messages.participantMustBeSelected);
  const subject = await findParticipantWithThon(db, { participantId });
  if (!subject) throw new AppError('not_found', messages.pledgeLinkInvalid);
  return { ...subject, userId: null };
}

/** The rate limiter's key for a pledge's shares: its link's hash, so no secret is kept in the limiter. */
export const guestShareKey = (token: string): string =>
  `guest-share:${createHash('sha256').update(token).digest('base64url')}`;
