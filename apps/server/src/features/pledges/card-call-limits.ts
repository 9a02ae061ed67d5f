import type { RateLimitOptions } from '@fastify/rate-limit';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { addressGroup } from '../../http/address-group';
import { AppError } from '../../http/app-error';
import { verifyCaptcha } from '../captcha/captcha.service';
import { CardDeclined } from './card-declined';

/** The calls that try a card: the form's submission, its bank check, and a payment link's payment. */
type CardCall = 'submit' | 'confirm' | 'pay';

export type CardCallInput = {
  call: CardCall;
  /** The Thon the call is for; null when the body names none that exists (the call then refuses). */
  thonId: string | null;
  captcha: { CaptchaId?: string | undefined; CaptchaAnswer?: string | undefined };
};

const DECLINE_WINDOW = '1 hour';

/**
 * A counter in the rate limits' own store (the database, or Redis when configured), so every server
 * process counts together; each use names the key it counts under.
 */
function sharedCounter(app: FastifyInstance, max: number, timeWindow: string) {
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => keys.get(request) ?? '',
  });
  return async (request: FastifyRequest, key: string, increment: boolean) => {
    keys.set(request, key);
    const counted = await limiter(request, { increment });
    if (counted.isAllowed) return { exceeded: false, reached: false, retryAfter: 0 };
    return {
      exceeded: counted.isExceeded,
      reached: counted.remaining === 0,
      retryAfter: counted.ttlInSeconds,
    };
  };
}

/**
 * The limits that keep the pledge form from testing stolen cards (decision 105): each card call is
 * limited per client address (the route's own limit, before its body is read) and per Thon; once an
 * address or a Thon has had several cards declined within the hour, a submission or a payment needs
 * a captcha.
 */
export function cardCallLimits(app: FastifyInstance, { config, db }: { config: Config; db: Executor }) {
  const perThon = sharedCounter(app, config.PLEDGE_RATE_LIMIT_PER_THON_PER_MINUTE, '1 minute');
  const addressDeclines = sharedCounter(
    app,
    config.PLEDGE_DECLINES_PER_ADDRESS_BEFORE_CAPTCHA,
    DECLINE_WINDOW,
  );
  const thonDeclines = sharedCounter(app, config.PLEDGE_DECLINES_PER_THON_BEFORE_CAPTCHA, DECLINE_WINDOW);
  const addressKey = (request: FastifyRequest) => `pledge-declines:address:${addressGroup(request.ip)}`;
  const thonKey = (thonId: string) => `pledge-declines:thon:${thonId}`;

  async function needsCaptcha(request: FastifyRequest, thonId: string | null): Promise<boolean> {
    const [byAddress, byThon] = await Promise.all([
      addressDeclines(request, addressKey(request), false),
      thonId ? thonDeclines(request, thonKey(thonId), false) : null,
    ]);
    return byAddress.reached || byThon?.reached === true;
  }

  async function countDecline(request: FastifyRequest, thonId: string | null): Promise<void> {
    await addressDeclines(request, addressKey(request), true);
    if (thonId) await thonDeclines(request, thonKey(thonId), true);
  }

  return {
    /** The route's per-address limit: each card call counts on its own. */
    perAddress: {
      max: config.PLEDGE_RATE_LIMIT_PER_ADDRESS_PER_MINUTE,
      timeWindow: '1 minute',
    } satisfies RateLimitOptions,

    /** Runs a card call within the Thon's limit and the captcha rule, counting a declined card. */
    async run<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      input: CardCallInput,
      work: () => Promise<T>,
    ): Promise<T> {
      const { call, thonId, captcha } = input;
      if (thonId) {
        const counted = await perThon(request, `pledge-thon:${call}:${thonId}`, true);
        if (counted.exceeded) {
          reply.header('retry-after', counted.retryAfter);
          throw new AppError('rate_limited', messages.tooManyRequests);
        }
      }
      // The bank's check finishes a submission that already passed this rule.
      if (call !== 'confirm' && (await needsCaptcha(request, thonId))) {
        const passed = await verifyCaptcha(db, {
          captchaId: captcha.CaptchaId,
          answer: captcha.CaptchaAnswer,
        });
        if (!passed)
          throw new AppError('validation', messages.invalidCaptcha, {
            CaptchaAnswer: messages.invalidCaptcha,
          });
      }
      try {
        return await work();
      } catch (error) {
        if (error instanceof CardDeclined) await countDecline(request, thonId);
        throw error;
      }
    },
  };
}
