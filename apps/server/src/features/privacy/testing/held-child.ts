import { rowsOf, schema, sql } from '@pledgethon/db';
import { createParticipant, createPayment, createPledge, unique } from '@pledgethon/db/testing';
import sharp from 'sharp';
import { createPerson } from '../../../testing/people';
import type { TestAppFixture } from '../../../testing/test-app';
import type { ChildPhotos } from '../child-photos';

/**
 * A child with personal data in every place the product keeps it: names, a parent's contact and
 * account, an access code and a sign-in, a photo, consents, a message naming them, a share contact,
 * a sponsor update, a test group, and a paid and an unpaid pledge. Each value is unusual, so a scan
 * finds it only where it is really kept.
 */
export async function heldChild(server: TestAppFixture, photos: ChildPhotos, eventId: string) {
  const { db } = server;
  // One letter beyond hex per hex digit, so a tag never turns up inside an id or a hash. Mapping only
  // the digits to one letter left so few tags that two children of one database shared one about once
  // in a thousand pairs.
  const tag = unique().replace(/[0-9a-f]/g, (digit) => 'ghijklmnopqrstuv'.charAt(Number.parseInt(digit, 16)));
  const firstName = `Xanthe${tag}`;
  const lastName = `Quarrendon${tag}`;
  const parentEmail = `home.${tag}@quarrendon.example`;
  const contact = `granny.${tag}@quarrendon.example`;
  const parent = await createPerson(db, { roles: ['parent'] });
  const child = await createParticipant(db, eventId, {
    firstName,
    lastName,
    parentEmail,
    accessCode: `QZ${tag}`.toUpperCase(),
    publicPhotoOptIn: true,
    publicFullNameOptIn: true,
    shirtSize: 'YL',
  });
  await db.insert(schema.parentParticipants).values({ parentUserId: parent.id, participantId: child.id });
  await db.insert(schema.consents).values([
    { participantId: child.id, kind: 'photo', givenByUserId: parent.id, textShown: 'photo' },
    { participantId: child.id, kind: 'full_name', givenByUserId: parent.id, textShown: 'name' },
  ]);
  const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#aa3355' } })
    .jpeg()
    .toBuffer();
  await photos.save(db, child.id, { fileName: 'kid.jpg', data: picture });
  await db.insert(schema.sessions).values({
    tokenHash: `hash-${tag}`,
    participantId: child.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await db.insert(schema.outboxMessages).values({
    channel: 'email',
    toAddress: parentEmail,
    fromAddress: 'no-reply@pledgethon.test',
    subject: `${firstName} is running for the school`,
    body: `Help ${firstName} ${lastName} reach the goal! Love, the ${lastName} family.`,
    eventId,
    idempotencyKey: `test-${tag}`,
  });
  const [share] = await db
    .insert(schema.shares)
    .values({ participantId: child.id, channel: 'email', recipientCount: 1 })
    .returning();
  if (!share) throw new Error('no share');
  await db
    .insert(schema.shareRecipients)
    .values({ shareId: share.id, participantId: child.id, address: contact });
  await db.insert(schema.sponsorUpdates).values({
    eventId,
    participantId: child.id,
    message: `${firstName} ran 20 laps today!`,
  });
  await db.insert(schema.participantTestGroupData).values({
    participantId: child.id,
    gExperimentId: 'exp-1',
    gVariantId: 'a',
    gVariantName: `${firstName}-variant`,
  });
  const pledge = await createPledge(db, child, { amountCents: 2500 });
  await createPayment(db, child, {
    amountCents: 2500,
    pledgeId: pledge.id,
    method: 'card',
    provider: 'test',
  });
  const unpaid = await createPledge(db, child, { amountCents: 1500 });
  return { child, parent, unpaid, seeded: [firstName, lastName, parentEmail, contact, child.accessCode] };
}

/** Every place in every table (all schemas, the job queue's too) where one of the values is kept. */
export async function findHeldValues(
  db: TestAppFixture['db'],
  values: string[],
): Promise<{ table: string; column: string; value: string }[]> {
  const patterns = values.map((value) => `%${value}%`);
  const anyOf = sql`ilike any (array[${sql.join(
    patterns.map((pattern) => sql`${pattern}`),
    sql`, `,
  )}]::text[])`;
  const columns = rowsOf<{ table_schema: string; table_name: string; column_name: string }>(
    await db.execute(sql`
      select c.table_schema, c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema not in ('pg_catalog', 'information_schema') and t.table_type = 'BASE TABLE'
      order by c.table_schema, c.table_name, c.ordinal_position`),
  );
  const tables = new Map<string, string[]>();
  for (const column of columns) {
    const table = `"${column.table_schema}"."${column.table_name}"`;
    tables.set(table, [...(tables.get(table) ?? []), column.column_name]);
  }
  const found = [];
  for (const [table, names] of tables) {
    // The whole row as text first: one query a table, and no column type is overlooked.
    const hit = rowsOf<{ n: number | string }>(
      await db.execute(sql`select count(*) as n from ${sql.raw(table)} as r where r::text ${anyOf}`),
    );
    if (Number(hit[0]?.n ?? 0) === 0) continue;
    for (const name of names)
      for (const value of values) {
        const rows = rowsOf<{ n: number | string }>(
          await db.execute(
            sql`select count(*) as n from ${sql.raw(table)} where ${sql.raw(`"${name}"`)}::text ilike ${`%${value}%`}`,
          ),
        );
        if (Number(rows[0]?.n ?? 0) > 0) found.push({ table, column: name, value });
      }
  }
  return found;
}
