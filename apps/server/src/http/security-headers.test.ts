import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useStripeApi } from '../integrations/payments/testing/stripe-webhooks';
import { useTestApp } from '../testing/test-app';

const cardPages = [
  '/event/MAPLE26/pledge?participant=x',
  '/Event/maple26/Pledge/',
  '/parent/mypledges?pledge=MAPLE26',
  '/pledge/abcDEF123',
];
const otherPages = [
  '/home',
  '/event/MAPLE26',
  '/event/MAPLE26/p/x',
  '/parent/mypledges',
  '/api/health',
  '/pledge/a/b',
];

/** The page's Content-Security-Policy, as the sources each directive allows. */
async function policyOf(app: FastifyInstance, url: string) {
  const { headers } = await app.inject({ method: 'GET', url });
  const directives = String(headers['content-security-policy']).split(';');
  return Object.fromEntries(
    directives.map((directive) => {
      const [name, ...sources] = directive.trim().split(' ');
      return [name, sources.join(' ')];
    }),
  );
}

describe('security headers with Stripe taking the cards', () => {
  const stripe = useStripeApi();
  const server = useTestApp(() => ({ payments: stripe.payments }));

  it.each(cardPages)("lets %s load Stripe's script, frames and API", async (url) => {
    const policy = await policyOf(server.app, url);
    expect(policy['script-src']).toBe("'self' https://js.stripe.com https://*.js.stripe.com");
    expect(policy['frame-src']).toContain(
      'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
    );
    expect(policy['connect-src']).toBe("'self' https://api.stripe.com");
  });

  it.each(otherPages)('keeps %s to the site itself', async (url) => {
    const policy = await policyOf(server.app, url);
    expect(policy['script-src']).toBe("'self'");
    expect(policy['connect-src']).toBe("'self'");
    expect(policy['frame-src']).not.toContain('stripe.com');
  });
});

describe('security headers with the test provider', () => {
  const server = useTestApp();

  it.each(cardPages)('keeps %s to the site itself', async (url) => {
    const policy = await policyOf(server.app, url);
    expect(policy['script-src']).toBe("'self'");
    expect(policy['connect-src']).toBe("'self'");
  });
});
