import { eventCodeResponseSchema, type PublicEvent, publicEventSchema } from '@pledgethon/contracts';
import { apiRequest } from '../../api/client';

/** The id of the Thon with this event code; an unknown code fails with status 404. */
export function findEventId(eventCode: string): Promise<string> {
  return apiRequest('POST', '/api/EventCode', {
    body: { EventCode: eventCode },
    schema: eventCodeResponseSchema,
  });
}

export function getPublicEvent(eventCode: string): Promise<PublicEvent> {
  return apiRequest('GET', `/api/events/GetPublicEvent/${encodeURIComponent(eventCode)}`, {
    schema: publicEventSchema,
  });
}
