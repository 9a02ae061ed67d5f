import { hashPassword, migrateDatabase, schema, seedDemo } from '@pledgethon/db';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/database';
import {
  OWN_ACCOUNT_PASSWORD,
  OWN_ACCOUNT_ROLES,
  OWN_ACCOUNTS,
  OWN_GATES_THON,
  OWN_LAP_THON,
  type OwnAccountKey,
} from './own-accounts';
import { createOwnGiftThon } from './own-gift-thon';
import { createOwnGuestShare } from './own-guest-share';
import { createOwnLapThon } from './own-lap-thon';
import { createOwnMessagesThons } from './own-messages-thon';
import { createOwnMoneyThon } from './own-money-thon';
import { createOwnPledgeThon } from './own-pledge-thon';
import { createReminderThon } from './own-reminder-thon';
import { createOwnThon } from './own-thon';

// The browser tests' server: the demo, plus the tests' own accounts and Thon, written through the same database
// code the server uses before the server opens the database itself. Nothing here is part of the
// product, so a production server has no way to create these accounts.
const config = loadConfig();
const database = await openDatabase(config);
await migrateDatabase(database);
await seedDemo(database.db, { publicUrl: config.publicUrl });
const now = new Date();
const users = await database.db
  .insert(schema.users)
  .values(
    await Promise.all(
      Object.values(OWN_ACCOUNTS).map(async (account) => ({
        ...account,
        passwordHash: await hashPassword(OWN_ACCOUNT_PASSWORD),
        termsAcceptedAt: now,
      })),
    ),
  )
  .returning({ id: schema.users.id, email: schema.users.email });
const roles = Object.entries(OWN_ACCOUNT_ROLES).flatMap(([key, role]) => {
  const user = users.find((candidate) => candidate.email === OWN_ACCOUNTS[key as OwnAccountKey].email);
  return user && role ? [{ userId: user.id, role }] : [];
});
if (roles.length > 0) await database.db.insert(schema.userRoles).values(roles);
await createOwnThon(database.db, users);
await createOwnMoneyThon(database.db);
await createOwnLapThon(database.db, OWN_LAP_THON);
await createOwnLapThon(database.db, OWN_GATES_THON);
await createOwnPledgeThon(database.db, users);
await createReminderThon(database.db, users);
await createOwnMessagesThons(database.db, users);
await createOwnGuestShare(database.db);
await createOwnGiftThon(database.db);
await database.close();

await import('../apps/server/src/main');
