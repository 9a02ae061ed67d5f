import { participantPagePath, thonPagePath } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { publicParticipant } from '../public-thon/public-thon';

/**
 * How links sent before each child had a page of its own named the child:
 * `{site}/{eventCode}?participant={id}`. They are still in people's inboxes (decision 120).
 */
const OLD_CHILD_PARAM = 'participant';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where a link to a Thon leads when its query may name a child the old way: that child's own page
 * while they are shown in this Thon, else the Thon's page, so the id of another Thon's child (or of
 * nobody) tells nothing. The rest of the query (a language, a campaign tag) goes along.
 */
export async function donorPageOfLink(db: Executor, eventCode: string, url: string): Promise<string> {
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  const named = query.get(OLD_CHILD_PARAM);
  query.delete(OLD_CHILD_PARAM);
  const child = named && UUID.test(named) ? await publicParticipant(db, eventCode, named) : undefined;
  const page = child ? participantPagePath(child.EventCode, child.ParticipantId) : thonPagePath(eventCode);
  const rest = query.toString();
  return rest ? `${page}?${rest}` : page;
}
