import { z } from 'zod';
import { route } from '../route';
import {
  counterInviteSchema,
  createCounterInviteRequestSchema,
  lapCounterCodeParamsSchema,
  lapCounterEventParamsSchema,
  lapCounterRosterSchema,
  lapGuardRequestSchema,
  lapReviewSchema,
  liveBoardSchema,
  publishCountsRequestSchema,
  publishCountsResponseSchema,
  redeemCounterInviteRequestSchema,
  redeemCounterInviteResponseSchema,
  syncLapScansRequestSchema,
  syncLapScansResponseSchema,
} from './index';

export const lapCounterLiveRoute = route({
  method: 'GET',
  path: '/api/LapCounter/Live/:eventCode',
  params: lapCounterCodeParamsSchema,
  response: liveBoardSchema,
});

export const lapCounterLiveStreamRoute = route({
  method: 'GET',
  path: '/api/LapCounter/LiveStream/:eventCode',
  params: lapCounterCodeParamsSchema,
  response: z.string(),
  produces: ['text/event-stream'],
});

export const lapCounterRosterRoute = route({
  method: 'GET',
  path: '/api/LapCounter/Roster/:eventCode',
  params: lapCounterCodeParamsSchema,
  response: lapCounterRosterSchema,
});

export const lapCounterSyncRoute = route({
  method: 'POST',
  path: '/api/LapCounter/Sync',
  body: syncLapScansRequestSchema,
  response: syncLapScansResponseSchema,
});

export const lapCounterInviteRoute = route({
  method: 'POST',
  path: '/api/LapCounter/Invite',
  body: createCounterInviteRequestSchema,
  response: counterInviteSchema,
});

export const lapCounterRedeemRoute = route({
  method: 'POST',
  path: '/api/LapCounter/Redeem',
  body: redeemCounterInviteRequestSchema,
  response: redeemCounterInviteResponseSchema,
});

export const lapCounterGuardRoute = route({
  method: 'POST',
  path: '/api/LapCounter/Guard',
  body: lapGuardRequestSchema,
  response: z.object({ Message: z.string() }),
});

export const lapCounterReviewRoute = route({
  method: 'GET',
  path: '/api/LapCounter/Review/:eventId',
  params: lapCounterEventParamsSchema,
  response: lapReviewSchema,
});

export const lapCounterPublishRoute = route({
  method: 'POST',
  path: '/api/LapCounter/Publish',
  body: publishCountsRequestSchema,
  response: publishCountsResponseSchema,
});

export const lapCounterManifestRoute = route({
  method: 'GET',
  path: '/api/LapCounter/Manifest/:eventCode',
  params: lapCounterCodeParamsSchema,
  response: z.string(),
  produces: ['application/manifest+json'],
});
