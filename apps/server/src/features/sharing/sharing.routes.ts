import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  sharesGetShareCounterRoute,
  sharesGuestShareByEmailRoute,
  sharesGuestShareByTextRoute,
  sharesRecordSocialShareRoute,
  sharesShareByEmailRoute,
  sharesShareByTextRoute,
} from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import type { RouteAccess } from '../../http/access';
import { serve } from '../../http/serve-route';
import { guestShareKey, requireGuestShareSubject } from './guest-share';
import { recordSocialShare } from './record-social-share';
import { requireShareableParticipant } from './share-access';
import { shareByEmail } from './share-by-email';
import { shareByText } from './share-by-text';
import { readShareCounter } from './share-counter';

// Parents who are not participants share for their children from the parent pages.
const access: RouteAccess = { area: 'parent', who: 'signed-in' };
/** A donor needs no account: the pledge's secret link is what lets them share. */
const donors: RouteAccess = { area: 'open', who: 'anyone' };

export function sharingRoutes({ config, database: { db }, jobs }: AppDeps): FastifyPluginAsyncZod {
  // Per sender, not per address: one account cannot turn the product into a mailer from many places.
  const rateLimit: RateLimitOptions = {
    max: config.SHARE_RATE_LIMIT_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request) => `sender:${request.session?.UserId ?? request.ip}`,
  };

  // Per pledge, counted once the body names it: a few shares a day whoever sends them (decision 097).
  const guestRateLimit: RateLimitOptions = {
    hook: 'preHandler',
    max: config.GUEST_SHARE_RATE_LIMIT_PER_DAY,
    timeWindow: '1 day',
    keyGenerator: (request) => guestShareKey((request.body as { Token: string }).Token),
  };

  return async (app) => {
    const deps = () => ({ db, jobs, config, log: app.log });

    serve(
      app,
      sharesGetShareCounterRoute,
      {
        config: { access },
        schema: {
          tags: ['sharing'],
          summary: "A participant's share counter (the participant, their parent, or staff within reach)",
        },
      },
      async (request) => {
        const subject = await requireShareableParticipant(db, request, request.params.participantId);
        return readShareCounter(db, { participantId: subject.participant.id });
      },
    );

    serve(
      app,
      sharesShareByEmailRoute,
      {
        config: { access, rateLimit },
        schema: {
          tags: ['sharing'],
          summary: "E-mails the participant's page to at most 100 new addresses; answers 'Email sent.'",
        },
      },
      async (request) => {
        const subject = await requireShareableParticipant(db, request, request.body.ParticipantId);
        return shareByEmail(deps(), subject, request.body.Emails);
      },
    );

    serve(
      app,
      sharesShareByTextRoute,
      {
        config: { access, rateLimit },
        schema: {
          tags: ['sharing'],
          summary:
            "Texts the participant's page to at most 30 new numbers, held by the Thon's window and 8 AM–9 PM",
        },
      },
      async (request) => {
        const subject = await requireShareableParticipant(db, request, request.body.ParticipantId);
        return shareByText(deps(), subject, request.body.MobileNumbers, new Date());
      },
    );

    serve(
      app,
      sharesRecordSocialShareRoute,
      {
        config: { access, rateLimit },
        schema: {
          tags: ['sharing'],
          summary: "Counts one social post of the participant's page",
        },
      },
      async (request) => {
        const subject = await requireShareableParticipant(db, request, request.body.ParticipantId);
        return recordSocialShare(db, subject);
      },
    );

    serve(
      app,
      sharesGuestShareByEmailRoute,
      {
        config: { access: donors, rateLimit: guestRateLimit },
        schema: {
          tags: ['sharing'],
          summary:
            "A donor e-mails the page of the participant they sponsored to at most 10 new addresses, by the receipt's link",
        },
      },
      async (request) => {
        const subject = await requireGuestShareSubject(db, request.body.Token);
        return shareByEmail(deps(), subject, request.body.Emails, 'guestShareEmail');
      },
    );

    serve(
      app,
      sharesGuestShareByTextRoute,
      {
        config: { access: donors, rateLimit: guestRateLimit },
        schema: {
          tags: ['sharing'],
          summary:
            "A donor texts the page of the participant they sponsored to at most 5 new numbers, by the receipt's link",
        },
      },
      async (request) => {
        const subject = await requireGuestShareSubject(db, request.body.Token);
        return shareByText(deps(), subject, request.body.MobileNumbers, new Date(), 'guestSms');
      },
    );
  };
}
