import { route } from '../route';
import {
  dashboardActivityPageSchema,
  dashboardActivityQuerySchema,
  dashboardParamsSchema,
  dashboardParticipantsPageSchema,
  dashboardParticipantsQuerySchema,
  dashboardSchema,
  myThonsSchema,
} from './index';

export const dashboardGetMyThonsRoute = route({
  method: 'GET',
  path: '/api/Dashboard/GetMyThons',
  response: myThonsSchema,
});

export const dashboardGetDashboardRoute = route({
  method: 'GET',
  path: '/api/Dashboard/GetDashboard/:eventId',
  params: dashboardParamsSchema,
  response: dashboardSchema,
});

export const dashboardGetParticipantsRoute = route({
  method: 'GET',
  path: '/api/Dashboard/GetParticipants/:eventId',
  params: dashboardParamsSchema,
  query: dashboardParticipantsQuerySchema,
  response: dashboardParticipantsPageSchema,
});

export const dashboardGetActivityRoute = route({
  method: 'GET',
  path: '/api/Dashboard/GetActivity/:eventId',
  params: dashboardParamsSchema,
  query: dashboardActivityQuerySchema,
  response: dashboardActivityPageSchema,
});
