import { hashPassword, migrateDatabase, schema, seedDemo } from '@pledgethon/db';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/database';
import { configuredProviders } from '../apps/server/src/integrations/payments/configured-payments';
import { startJobQueue } from '../apps/server/src/jobs/job-queue';
import { startWorkers } from '../apps/server/src/jobs/workers';
import { createLogger } from '../apps/server/src/logger';
import { serverVersion, webDistDir } from '../apps/server/src/paths';
import { OWN_ACCOUNT_PASSWORD, OWN_ACCOUNT_ROLES, OWN_ACCOUNTS, type OwnAccountKey } from './own-accounts';
import { ownDataRoutes } from './own-data-routes';
import { createOwnGiftThon } from './own-gift-thon';
import { createOwnGuestShare } from './own-guest-share';
import { createOwnMessagesThons } from './own-messages-thon';
import { createReminderThon } from './own-reminder-thon';
import { createOwnThon } from './own-thon';
import { stripeStandInProviders } from './stripe-site';
import { stripeStandInRoutes } from './stripe-stand-in-routes';

// The browser tests' server: the demo, plus the tests' own accounts and Thons, written through the same
// database code the server uses; then the server as main.ts starts it, with the routes through which
// each test makes its own data (own-data-routes.ts). Nothing here is part of the product, so a
// production server has no way to create these accounts.
const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase(config);
await migrateDatabase(database);
await seedDemo(database.db, { publicUrl: config.publicUrl });
const now = new Date();
// One hash for every account a test makes: they all share the own accounts' password.
const passwordHash = await hashPassword(OWN_ACCOUNT_PASSWORD);
const users = await database.db
  .insert(schema.users)
  .values(Object.values(OWN_ACCOUNTS).map((account) => ({ ...account, passwordHash, termsAcceptedAt: now })))
  .returning({ id: schema.users.id, email: schema.users.email });
const roles = Object.entries(OWN_ACCOUNT_ROLES).flatMap(([key, role]) => {
  const user = users.find((candidate) => candidate.email === OWN_ACCOUNTS[key as OwnAccountKey].email);
  return user && role ? [{ userId: user.id, role }] : [];
});
if (roles.length > 0) await database.db.insert(schema.userRoles).values(roles);
await createOwnThon(database.db, users);
await createReminderThon(database.db, users);
await createOwnMessagesThons(database.db, users);
await createOwnGuestShare(database.db);
await createOwnGiftThon(database.db);

const jobs = await startJobQueue(database, logger);
// The Stripe site (playwright.config.ts) is this same server on a database of its own, with Stripe
// configured against the local stand-in; the main site has no keys, so the test provider plays every part.
const stripe = process.env.E2E_STRIPE_STAND_IN ? await stripeStandInProviders(database.db) : undefined;
const { payments, paymentAccounts, balanceTransactions } = stripe ?? configuredProviders(database.db, config);
await startWorkers({ db: database.db, jobs, config, logger, payments, paymentAccounts, balanceTransactions });
const app = await buildApp({
  config,
  database,
  jobs,
  payments,
  paymentAccounts,
  balanceTransactions,
  version: serverVersion,
  webDistDir,
  logger,
});
await app.register(ownDataRoutes({ db: database.db, config, jobs }, passwordHash));
if (stripe)
  await app.register(
    stripeStandInRoutes({ db: database.db, config, standIn: stripe.standIn, accounts: paymentAccounts }),
  );
await app.listen({ host: config.HOST, port: config.PORT });
