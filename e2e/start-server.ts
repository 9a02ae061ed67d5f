import { hashPassword, migrateDatabase, schema, seedDemo } from '@pledgethon/db';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/database';
import { configuredProviders } from '../apps/server/src/integrations/payments/configured-payments';
import { startJobQueue } from '../apps/server/src/jobs/job-queue';
import { startWorkers } from '../apps/server/src/jobs/workers';
import { createLogger } from '../apps/server/src/logger';
import { serverVersion, webDistDir } from '../apps/server/src/paths';
import {
  OWN_ACCOUNT_PASSWORD,
  OWN_ACCOUNT_ROLES,
  OWN_ACCOUNTS,
  OWN_GATES_THON,
  OWN_LAP_THON,
  OWN_LOOKALIKE_THON,
  type OwnAccountKey,
} from './own-accounts';
import { ownDataRoutes } from './own-data-routes';
import { createOwnGiftThon } from './own-gift-thon';
import { createOwnGuestShare } from './own-guest-share';
import { createOwnLapThon } from './own-lap-thon';
import { createOwnMessagesThons } from './own-messages-thon';
import { createReminderThon } from './own-reminder-thon';
import { createOwnThon } from './own-thon';
import { startStripeSite } from './stripe-site';

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
await createOwnLapThon(database.db, OWN_LAP_THON);
await createOwnLapThon(database.db, OWN_GATES_THON);
await createOwnLapThon(database.db, OWN_LOOKALIKE_THON);
await createReminderThon(database.db, users);
await createOwnMessagesThons(database.db, users);
await createOwnGuestShare(database.db);
await createOwnGiftThon(database.db);

const jobs = await startJobQueue(database, logger);
const { payments, paymentAccounts, balanceTransactions } = configuredProviders(database.db, config);
await startWorkers({ db: database.db, jobs, config, logger, payments, paymentAccounts, balanceTransactions });
const deps = {
  config,
  database,
  jobs,
  paymentAccounts,
  balanceTransactions,
  version: serverVersion,
  webDistDir,
  logger,
};
const stripePort = Number(process.env.E2E_STRIPE_PORT);
// Started first: the tests start once the main site answers, and some of them open this one.
if (stripePort) await startStripeSite(deps, { port: stripePort, passwordHash });
const app = await buildApp({ ...deps, payments });
await app.register(ownDataRoutes({ db: database.db, config, jobs }, passwordHash));
await app.listen({ host: config.HOST, port: config.PORT });
