import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_RETENTION_DAYS, retentionDueAt } from '@pledgethon/core';
import { and, eq, schema } from '@pledgethon/db';
import { createEvent } from '@pledgethon/db/testing';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { runRetention } from '../../jobs/personal-data-retention';
import { useTestApp } from '../../testing/test-app';
import { childPhotos, createPhotoStore } from './child-photos';
import { removePersonalData } from './remove-personal-data';
import { findHeldValues, heldChild } from './testing/held-child';

const logger = pino({ level: 'silent' });

describe("the retention job removes a Thon's children's personal data once its period has passed", () => {
  const server = useTestApp();
  const photos = () => childPhotos(createPhotoStore(server.config));
  const photoFiles = async () => {
    try {
      return await readdir(join(server.config.DATA_DIR, 'participant-photos'));
    } catch {
      return [];
    }
  };
  // A Thon that ended on 10 January 2025 with the shortest retention is long past due.
  const endedThon = () => createEvent(server.db, { eventDate: '2025-01-10', retentionDays: 30 });

  const moneyOf = async (eventId: string) => {
    const payments = await server.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.eventId, eventId));
    return payments.map((payment) => [payment.amountCents, payment.status, payment.participantId]);
  };

  it('leaves no name, photo, e-mail, contact or access code in any table or the upload storage, and keeps the money', async () => {
    const thon = await endedThon();
    const held = await heldChild(server, photos(), thon.id);
    const other = await heldChild(
      server,
      photos(),
      (await createEvent(server.db, { eventDate: '2099-01-01' })).id,
    );
    expect((await photoFiles()).some((name) => name.startsWith(held.child.id))).toBe(true);
    expect(await findHeldValues(server.db, held.seeded)).not.toEqual([]);
    const moneyBefore = await moneyOf(thon.id);
    const otherBefore = await findHeldValues(server.db, other.seeded);

    const runs = await runRetention({ db: server.db, photos: photos(), logger });
    const run = runs.find((entry) => entry.eventId === thon.id);
    expect(run?.counts).toMatchObject({
      participants: 1,
      photos: 1,
      parentContacts: 1,
      parentLinks: 1,
      sessions: 1,
      consents: 2,
      shareRecipients: 1,
      sponsorUpdates: 1,
      testGroups: 1,
      messages: 1,
    });

    expect(await findHeldValues(server.db, held.seeded)).toEqual([]);
    expect((await photoFiles()).filter((name) => name.startsWith(held.child.id))).toEqual([]);
    const [child] = await server.db
      .select()
      .from(schema.participants)
      .where(eq(schema.participants.id, held.child.id));
    expect(child).toMatchObject({ firstName: 'X.', lastName: 'Q.', parentEmail: null, photoName: null });
    expect(child?.anonymizedAt).toBeInstanceOf(Date);
    // The money, the receipts' records and the totals stay.
    expect(await moneyOf(thon.id)).toEqual(moneyBefore);
    const pledges = await server.db
      .select()
      .from(schema.pledges)
      .where(eq(schema.pledges.participantId, held.child.id));
    expect(pledges).toHaveLength(2);
    expect(pledges.every((pledge) => pledge.status !== 'cancelled')).toBe(true);
    const consents = await server.db
      .select()
      .from(schema.consents)
      .where(eq(schema.consents.participantId, held.child.id));
    expect(consents.map((consent) => consent.withdrawal)).toEqual(['retention', 'retention']);
    // A Thon not yet past its period keeps everything.
    expect(await findHeldValues(server.db, other.seeded)).toEqual(otherBefore);
    expect((await photoFiles()).some((name) => name.startsWith(other.child.id))).toBe(true);

    const [logged] = await server.db
      .select()
      .from(schema.personalDataRemovals)
      .where(
        and(eq(schema.personalDataRemovals.eventId, thon.id), eq(schema.personalDataRemovals.dryRun, false)),
      );
    expect(logged).toMatchObject({ reason: 'retention', counts: run?.counts });
    expect(logged?.finishedAt).toBeInstanceOf(Date);

    // Run again: nothing is due, nothing changes.
    expect(
      (await runRetention({ db: server.db, photos: photos(), logger })).map((entry) => entry.eventId),
    ).not.toContain(thon.id);
  });

  it('shows in a dry run what would go, and changes nothing', async () => {
    const thon = await endedThon();
    const held = await heldChild(server, photos(), thon.id);
    const heldBefore = await findHeldValues(server.db, held.seeded);
    const runs = await runRetention({ db: server.db, photos: photos(), logger }, { dryRun: true });
    expect(runs.find((entry) => entry.eventId === thon.id)?.counts).toMatchObject({
      participants: 1,
      photos: 1,
    });
    expect(await findHeldValues(server.db, held.seeded)).toEqual(heldBefore);
    const [event] = await server.db.select().from(schema.events).where(eq(schema.events.id, thon.id));
    expect(event?.personalDataRemovedAt).toBeNull();
    const logged = await server.db
      .select()
      .from(schema.personalDataRemovals)
      .where(eq(schema.personalDataRemovals.eventId, thon.id));
    expect(logged.map((entry) => entry.dryRun)).toEqual([true]);
    // The real run afterwards still removes everything.
    await runRetention({ db: server.db, photos: photos(), logger });
    expect(await findHeldValues(server.db, held.seeded)).toEqual([]);
  });

  it('finishes the work when run again after a stop halfway', async () => {
    const thon = await endedThon();
    const children = [
      await heldChild(server, photos(), thon.id),
      await heldChild(server, photos(), thon.id),
      await heldChild(server, photos(), thon.id),
    ];
    // Storage that fails on the second photo stops the run in the middle of the Thon.
    const working = photos();
    let removals = 0;
    const failing = {
      ...working,
      async removeFiles(participantId: string, photoName: string) {
        removals += 1;
        if (removals === 2) throw new Error('storage went away');
        await working.removeFiles(participantId, photoName);
      },
    };
    await expect(
      removePersonalData(server.db, failing, {
        eventId: thon.id,
        reason: 'retention',
        dryRun: false,
        userId: null,
      }),
    ).rejects.toThrow('storage went away');
    const seeded = children.flatMap((child) => child.seeded);
    const left = await findHeldValues(server.db, seeded);
    expect(left.length).toBeGreaterThan(0);

    await runRetention({ db: server.db, photos: photos(), logger });
    expect(await findHeldValues(server.db, seeded)).toEqual([]);
    const ids = children.map((child) => child.child.id);
    expect((await photoFiles()).filter((name) => ids.some((id) => name.startsWith(id)))).toEqual([]);
  });

  it('takes a Thon the organiser closed early on the next run, and not a Thon still within its period', async () => {
    const open = await createEvent(server.db, { eventDate: new Date().toISOString().slice(0, 10) });
    const closed = await createEvent(server.db, {
      eventDate: new Date().toISOString().slice(0, 10),
      dataClosedAt: new Date(),
    });
    const runs = await runRetention({ db: server.db, photos: photos(), logger }, { dryRun: true });
    const picked = runs.map((entry) => entry.eventId);
    expect(picked).toContain(closed.id);
    expect(picked).not.toContain(open.id);
    // The database's choice follows core's rule: due the moment the period after the end day passes.
    const due = retentionDueAt(open.eventDate, DEFAULT_RETENTION_DAYS);
    const atDue = await runRetention({ db: server.db, photos: photos(), logger }, { dryRun: true, now: due });
    expect(atDue.map((entry) => entry.eventId)).toContain(open.id);
    const justBefore = new Date(due.getTime() - 1000);
    const before = await runRetention(
      { db: server.db, photos: photos(), logger },
      { dryRun: true, now: justBefore },
    );
    expect(before.map((entry) => entry.eventId)).not.toContain(open.id);
  });
});
