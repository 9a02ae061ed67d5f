import { z } from 'zod';
import { publicEventParamsSchema, publicEventSchema } from '../auth/event-code';
import { route } from '../route';
import {
  postSponsorUpdateRequestSchema,
  postSponsorUpdateResponseSchema,
  publicParticipantParamsSchema,
  publicParticipantSchema,
  publicSponsorUpdatesParamsSchema,
  publicSponsorUpdatesQuerySchema,
  sponsorUpdatePageSchema,
} from './index';

export const thonPageRoute = route({
  method: 'GET',
  path: '/event/:eventCode',
  params: z.object({ eventCode: z.string().max(2048) }),
  query: z.object({
    updates: z.string().max(12).optional(),
    // How links sent before each child had a page of their own named the child.
    participant: z.string().max(2048).optional(),
    // The reader's language, as a link or the language switch asks for it (decision 128).
    lang: z.string().max(8).optional(),
  }),
});

export const participantPageRoute = route({
  method: 'GET',
  path: '/event/:eventCode/p/:participantId',
  params: z.object({ eventCode: z.string().max(2048), participantId: z.string().max(2048) }),
  query: z.object({ updates: z.string().max(12).optional(), lang: z.string().max(8).optional() }),
});

export const thonPageByCodeRoute = route({
  method: 'GET',
  path: '/event',
  query: z.object({ code: z.string().max(2048).optional() }),
});

export const eventsGetParticipantPhotoRoute = route({
  method: 'GET',
  path: '/api/events/GetParticipantPhoto/:eventCode/:participantId',
  params: publicParticipantParamsSchema,
});

export const sponsorUpdatesPostRoute = route({
  method: 'POST',
  path: '/api/SponsorUpdates/Post',
  body: postSponsorUpdateRequestSchema,
  response: postSponsorUpdateResponseSchema,
});

export const eventsGetPublicEventRoute = route({
  method: 'GET',
  path: '/api/events/GetPublicEvent/:eventCode',
  params: publicEventParamsSchema,
  response: publicEventSchema,
});

export const eventsGetPublicParticipantRoute = route({
  method: 'GET',
  path: '/api/events/GetPublicParticipant/:eventCode/:participantId',
  params: publicParticipantParamsSchema,
  response: publicParticipantSchema,
});

export const eventsGetSponsorUpdatesRoute = route({
  method: 'GET',
  path: '/api/events/GetSponsorUpdates/:eventCode',
  params: publicSponsorUpdatesParamsSchema,
  query: publicSponsorUpdatesQuerySchema,
  response: sponsorUpdatePageSchema,
});
