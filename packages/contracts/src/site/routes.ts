import { z } from 'zod';
import { healthResponseSchema, readinessResponseSchema } from '../health';
import { route } from '../route';
import { siteConfigSchema } from './site-config';

export const healthRoute = route({
  method: 'GET',
  path: '/api/health',
  response: healthResponseSchema,
});

export const healthReadyRoute = route({
  method: 'GET',
  path: '/api/health/ready',
  response: readinessResponseSchema,
});

export const siteConfigRoute = route({
  method: 'GET',
  path: '/api/Site/Config',
  response: siteConfigSchema,
});

/** A landing page or an event link at the site root, else a page of the web app. */
export const rootPageRoute = route({
  method: 'GET',
  path: '/:address',
  params: z.object({ address: z.string().max(2048) }),
});

/** The pledge form's page: an entry of the web app's build of its own (decision 102). */
export const pledgeFormPageRoute = route({
  method: 'GET',
  path: '/event/:eventCode/pledge',
  params: z.object({ eventCode: z.string().max(2048) }),
});

/** Where the API document and its viewer are served: the viewer's plugin registers the routes under it. */
export const apiDocsPath = '/api/docs';
