import type { ServerResponse } from 'node:http';
import { lapCounterLiveRoute, lapCounterLiveStreamRoute } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { ShortCache } from '../public-thon/short-cache';
import { findCountingThon } from './lap-counter.queries';
import { buildLiveBoard } from './live-board';
import { LiveHub } from './live-hub';

/** How often each process asks whether a watched Thon has new scans: well within the 2 s promise. */
const LIVE_TICK_MS = 500;
// A comment line now and then keeps proxies from closing a quiet stream.
const KEEP_ALIVE_MS = 15_000;
// How long a browser waits before reconnecting after the stream drops.
const RECONNECT_MS = 2_000;

const board = { area: 'open', who: 'anyone' } as const;

/**
 * The big screen's leaderboard (decision 085): one answer, and a stream of server-sent events that
 * sends the board at once and again whenever a scan arrives at any process.
 */
export function liveRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const hub = new LiveHub(db, app.log, LIVE_TICK_MS);
    const cache = new ShortCache(1_000);
    const streams = new Set<ServerResponse>();
    // Open streams would keep the server from closing.
    app.addHook('preClose', async () => {
      hub.stop();
      for (const stream of streams) stream.end();
    });

    const findThon = async (eventCode: string) => {
      const event = await findCountingThon(db, { eventCode });
      if (!event) throw new AppError('not_found', messages.notFound);
      return event;
    };

    serve(
      app,
      lapCounterLiveRoute,
      {
        config: { access: board },
        schema: {
          tags: ['lap-counter'],
          summary: "The Thon's live leaderboard from the lap counts: totals, top participants, top teams",
        },
      },
      async (request) => {
        const code = request.params.eventCode.toLowerCase();
        const answer = await cache.remember(`live:${code}`, async () => {
          const event = await findCountingThon(db, { eventCode: code });
          return event && buildLiveBoard(db, event);
        });
        if (!answer) throw new AppError('not_found', messages.notFound);
        return answer;
      },
    );

    serve(
      app,
      lapCounterLiveStreamRoute,
      {
        config: { access: board },
        schema: {
          tags: ['lap-counter'],
          summary: 'Server-sent events: the live leaderboard at once, then each time it changes',
        },
      },
      async (request, reply) => {
        const event = await findThon(request.params.eventCode);
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-store, no-transform',
          Connection: 'keep-alive',
          // Proxies such as nginx would otherwise hold the events back.
          'X-Accel-Buffering': 'no',
        });
        raw.write(`retry: ${RECONNECT_MS}\n\n`);
        streams.add(raw);
        const stop = await hub.watch(event, (next) => {
          raw.write(`event: board\ndata: ${JSON.stringify(next)}\n\n`);
        });
        const ping = setInterval(() => raw.write(': ping\n\n'), KEEP_ALIVE_MS);
        const close = () => {
          clearInterval(ping);
          stop();
          streams.delete(raw);
        };
        request.raw.once('close', close);
        if (request.raw.destroyed) close();
      },
    );
  };
}
