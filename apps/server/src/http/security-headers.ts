import { isCardPage } from '@pledgethon/contracts';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { canonicalPath } from './canonical-path';

type Directives = Record<string, string[] | null>;

const siteDirectives: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Mantine sets inline style attributes; scripts stay same-origin only.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  // Event videos are YouTube or Vimeo links, shown in their players.
  frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
  connectSrc: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * What Stripe's Payment Element needs, by Stripe's own list: its script, the frames in which the card
 * is typed and the bank's check is shown, and its API, which the script calls to make the payment
 * method.
 */
const stripeDirectives: Directives = {
  ...siteDirectives,
  scriptSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: [
    ...(siteDirectives.frameSrc ?? []),
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
  ],
  connectSrc: ["'self'", 'https://api.stripe.com'],
};

// Built once: a helmet middleware compiles its policy when made, so making it per request (as the
// Fastify plugin does) paid for the compilation on every call.
const headersWith = (directives: Directives) =>
  helmet({
    contentSecurityPolicy: { directives },
    // Playing an embedded video needs the player to load without a cross-origin embedder policy.
    crossOriginEmbedderPolicy: false,
  });

/**
 * Security headers on every answer. Stripe's origins are allowed only where a card is typed, and only
 * when Stripe takes the cards (decision 130): every other page keeps to the site's own.
 */
export function registerSecurityHeaders(app: FastifyInstance, { stripe }: { stripe: boolean }): void {
  const site = headersWith(siteDirectives);
  const cardPages = stripe ? headersWith(stripeDirectives) : site;
  app.addHook('onRequest', (request, reply, done) => {
    // Only a Stripe site reads the address: every other answer takes the site's policy at once.
    const takesCards =
      stripe && isCardPage(canonicalPath(request.url), new URLSearchParams(request.url.split('?')[1] ?? ''));
    (takesCards ? cardPages : site)(request.raw, reply.raw, () => done());
  });
}
