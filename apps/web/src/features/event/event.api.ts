import { eventCodeRoute, eventsGetSponsorUpdatesRoute, type SponsorUpdatePage } from '@pledgethon/contracts';
import { callApi } from '../../api/client';

/** The id of the Thon with this event code; an unknown code fails with status 404. */
export function findEventId(eventCode: string): Promise<string> {
  return callApi(eventCodeRoute, { body: { EventCode: eventCode } });
}

export function getSponsorUpdates(
  eventCode: string,
  { page, participantId }: { page: number; participantId?: string },
): Promise<SponsorUpdatePage> {
  return callApi(eventsGetSponsorUpdatesRoute, {
    params: { eventCode },
    query: { Page: page, ParticipantId: participantId || undefined },
  });
}
