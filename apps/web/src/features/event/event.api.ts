import {
  eventCodeResponseSchema,
  type SponsorUpdatePage,
  sponsorUpdatePageSchema,
} from '@pledgethon/contracts';
import { apiRequest } from '../../api/client';

/** The id of the Thon with this event code; an unknown code fails with status 404. */
export function findEventId(eventCode: string): Promise<string> {
  return apiRequest('POST', '/api/EventCode', {
    body: { EventCode: eventCode },
    schema: eventCodeResponseSchema,
  });
}

export function getSponsorUpdates(
  eventCode: string,
  { page, participantId }: { page: number; participantId?: string },
): Promise<SponsorUpdatePage> {
  const query = new URLSearchParams({
    Page: String(page),
    ...(participantId ? { ParticipantId: participantId } : {}),
  });
  return apiRequest('GET', `/api/events/GetSponsorUpdates/${encodeURIComponent(eventCode)}?${query}`, {
    schema: sponsorUpdatePageSchema,
  });
}

export function participantPagePath(eventCode: string, participantId: string): string {
  return `/event/${encodeURIComponent(eventCode)}/p/${encodeURIComponent(participantId)}`;
}
