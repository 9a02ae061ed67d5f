// E2E_PORT lets two checkouts on one machine run their browser tests side by side.
export const port = Number(process.env.E2E_PORT ?? 3100);

/** The same site with Stripe taking the cards (stripe-site.ts), on the next port. */
export const stripeSitePort = port + 1;
