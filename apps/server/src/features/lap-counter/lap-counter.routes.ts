import {
  lapCounterGuardRoute,
  lapCounterInviteRoute,
  lapCounterPublishRoute,
  lapCounterRedeemRoute,
  lapCounterReviewRoute,
  lapCounterRosterRoute,
  lapCounterSyncRoute,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { serve } from '../../http/serve-route';
import { RESULT_ACTORS, resultAccess } from '../results/results.routes';
import { requireThonReach, THON_ACTORS } from '../thons/thon-reach';
import { THON_RUNNER_ROLES, THON_STAFF_ROLES, WHOLE_THON_ACTORS } from '../thons/thon-roles';
import { requireCounter } from './counter-access';
import { createCounterInvite, redeemCounterInvite } from './counter-invites';
import { findCountingThon } from './lap-counter.queries';
import { lapCounterRoster } from './lap-roster';
import { publishCounts, reviewCounts } from './publish-counts';
import { syncLapScans } from './sync-lap-scans';

// A volunteer's pass is a credential of its own, not a session: whoever is signed in on the phone (a
// parent, say), the pass decides. So these routes are open, and requireCounter checks the pass or the
// caller's grant on the Thon in the query that loads it (decision 083).
const counting = { area: 'open', who: 'anyone' } as const;
const staff = {
  area: 'general',
  who: THON_STAFF_ROLES,
} as const;
const managers = {
  area: 'general',
  who: THON_RUNNER_ROLES,
} as const;

export function lapCounterRoutes({ config, database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      lapCounterRosterRoute,
      {
        config: { access: counting },
        schema: {
          tags: ['lap-counter'],
          summary: "What a lap counter keeps on the device: the Thon's rules, teams, participants and counts",
        },
      },
      async (request, reply) => {
        const counter = await requireCounter(db, request, { eventCode: request.params.eventCode });
        reply.header('Cache-Control', 'private, no-store');
        return lapCounterRoster(db, counter);
      },
    );

    serve(
      app,
      lapCounterSyncRoute,
      {
        config: { access: counting },
        schema: {
          tags: ['lap-counter'],
          summary:
            "Keeps a device's scans, each once under its own id, in any order and as often as sent; " +
            'answers the counts of the participants named',
        },
      },
      async (request) => {
        const counter = await requireCounter(db, request, { eventId: request.body.EventId });
        return syncLapScans(db, { counter, request: request.body });
      },
    );

    serve(
      app,
      lapCounterInviteRoute,
      {
        config: { access: staff },
        schema: {
          tags: ['lap-counter'],
          summary: 'A one-time link and QR code that lets a volunteer count laps of the Thon on one day',
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, THON_ACTORS);
        const event = await findCountingThon(db, { eventId: reach.event.id });
        if (!event) throw new Error(`Thon ${reach.event.id} vanished`);
        return createCounterInvite(db, {
          event,
          request: request.body,
          userId: requireSession(request).UserId,
          publicUrl: config.publicUrl,
        });
      },
    );

    serve(
      app,
      lapCounterRedeemRoute,
      {
        config: { access: counting },
        schema: {
          tags: ['lap-counter'],
          summary: "Uses a volunteer's one-time link: the device gets its counting pass for the day",
        },
      },
      async (request) =>
        redeemCounterInvite(db, { eventCode: request.body.EventCode, invite: request.body.Invite }),
    );

    serve(
      app,
      lapCounterGuardRoute,
      {
        config: { access: managers },
        schema: {
          tags: ['lap-counter'],
          summary: 'Sets the seconds within which a second scan of the same badge is ignored',
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        await db
          .update(schema.events)
          .set({ lapGuardSeconds: request.body.GuardSeconds })
          .where(eq(schema.events.id, reach.event.id));
        return { Message: messages.saved };
      },
    );

    serve(
      app,
      lapCounterReviewRoute,
      {
        config: { access: resultAccess },
        schema: {
          tags: ['lap-counter'],
          summary:
            'Each participant in reach with their lap count, whether it passed the max, and their result',
        },
      },
      async (request) =>
        reviewCounts(db, await requireThonReach(db, request, request.params.eventId, RESULT_ACTORS)),
    );

    serve(
      app,
      lapCounterPublishRoute,
      {
        config: { access: resultAccess },
        schema: {
          tags: ['lap-counter'],
          summary:
            "Publishes the counts (with hand fixes) as the participants' results, in one audited action",
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, RESULT_ACTORS);
        return publishCounts(db, { reach, request: request.body, userId: requireSession(request).UserId });
      },
    );
  };
}
