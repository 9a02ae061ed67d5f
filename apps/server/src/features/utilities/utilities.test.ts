import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import {
  createEvent,
  createParticipant,
  createShopProduct,
  createShopVendor,
  unique,
} from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe('utilities', () => {
  const server = useTestApp();

  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  describe('clearcache', () => {
    it('drops the cached shop catalogue, so a new product shows at once', async () => {
      const admin = await createPerson(server.db, { roles: ['super_admin'] });
      const headers = await sessionHeaders(server.db, { userId: admin.id });
      const skus = async () =>
        (
          (await inject('GET', '/api/Shop/GetProducts?category=Marketing', headers)).json() as {
            Name: string;
          }[]
        ).map((product) => product.Name);
      const sku = `MKT-${unique()}`;
      await skus();
      const vendor = await createShopVendor(server.db);
      await createShopProduct(server.db, vendor.id, { name: sku, category: 'Marketing' });
      expect(await skus()).not.toContain(sku);

      const cleared = await inject('GET', '/api/utilities/clearcache', headers);
      expect(cleared.statusCode).toBe(200);
      expect(cleared.headers['content-type']).toMatch(/^application\/json/);
      expect(cleared.body).toBe('"true"');
      expect(await skus()).toContain(sku);
    });

    it('is for super administrators only', async () => {
      const organizer = await createPerson(server.db, { roles: ['organizer', 'teacher'] });
      const response = await inject(
        'GET',
        '/api/utilities/clearcache',
        await sessionHeaders(server.db, { userId: organizer.id }),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe(messages.accessDenied);
    });
  });

  describe('AddParticipantTestGroupData', () => {
    const report = (participantId: string, variant = '1') => ({
      GA_UserId: 'GA1.2.3',
      G_ExperimentId: `exp-${participantId.slice(0, 8)}`,
      G_VariantId: variant,
      G_VariantName: `Variant ${variant}`,
      E_ContainerId: 'GTM-ABC',
      ParticipantId: participantId,
    });
    const rowsOf = (participantId: string) =>
      server.db
        .select()
        .from(schema.participantTestGroupData)
        .where(eq(schema.participantTestGroupData.participantId, participantId));

    it("stores a parent's report for their child once; the first report stands", async () => {
      const event = await createEvent(server.db);
      const child = await createParticipant(server.db, event.id);
      const parent = await createPerson(server.db, { roles: ['parent'] });
      await server.db
        .insert(schema.parentParticipants)
        .values({ parentUserId: parent.id, participantId: child.id });
      const headers = await sessionHeaders(server.db, { userId: parent.id });

      const first = await inject(
        'POST',
        '/api/Utilities/AddParticipantTestGroupData',
        headers,
        report(child.id, '1'),
      );
      expect(first.statusCode).toBe(200);
      expect(first.json()).toBe(true);
      const repeat = await inject(
        'POST',
        '/api/Utilities/AddParticipantTestGroupData',
        headers,
        report(child.id, '2'),
      );
      expect(repeat.json()).toBe(true);

      expect(await rowsOf(child.id)).toEqual([
        expect.objectContaining({
          gaUserId: 'GA1.2.3',
          gExperimentId: report(child.id).G_ExperimentId,
          gVariantId: '1',
          gVariantName: 'Variant 1',
          eContainerId: 'GTM-ABC',
        }),
      ]);
    });

    it('takes reports from the participant themselves and from super administrators', async () => {
      const event = await createEvent(server.db);
      const user = await createPerson(server.db);
      const own = await createParticipant(server.db, event.id, { userId: user.id });
      const viaAccessCode = await createParticipant(server.db, event.id);
      const admin = await createPerson(server.db, { roles: ['super_admin'] });
      const anyone = await createParticipant(server.db, event.id);

      for (const [headers, participantId] of [
        [await sessionHeaders(server.db, { userId: user.id }), own.id],
        [
          await sessionHeaders(server.db, { userId: null, participantId: viaAccessCode.id }),
          viaAccessCode.id,
        ],
        [await sessionHeaders(server.db, { userId: admin.id }), anyone.id],
      ] as const) {
        const response = await inject(
          'POST',
          '/api/Utilities/AddParticipantTestGroupData',
          headers,
          report(participantId),
        );
        expect(response.statusCode).toBe(200);
        expect(await rowsOf(participantId)).toHaveLength(1);
      }
    });

    it("refuses a participant who is not the caller's, and stores nothing", async () => {
      const event = await createEvent(server.db);
      const child = await createParticipant(server.db, event.id);
      const stranger = await createPerson(server.db, { roles: ['parent'] });
      const response = await inject(
        'POST',
        '/api/Utilities/AddParticipantTestGroupData',
        await sessionHeaders(server.db, { userId: stranger.id }),
        report(child.id),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe(messages.accessDenied);
      expect(await rowsOf(child.id)).toHaveLength(0);
    });

    it('names the missing fields', async () => {
      const admin = await createPerson(server.db, { roles: ['super_admin'] });
      const response = await inject(
        'POST',
        '/api/Utilities/AddParticipantTestGroupData',
        await sessionHeaders(server.db, { userId: admin.id }),
        { ParticipantId: 'not-an-id' },
      );
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().Errors).sort()).toEqual([
        'G_ExperimentId',
        'G_VariantId',
        'ParticipantId',
      ]);
    });

    it('answers not found to a super administrator naming no participant', async () => {
      const admin = await createPerson(server.db, { roles: ['super_admin'] });
      const response = await inject(
        'POST',
        '/api/Utilities/AddParticipantTestGroupData',
        await sessionHeaders(server.db, { userId: admin.id }),
        report('00000000-0000-4000-8000-000000000000'),
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().Message).toBe(messages.notFound);
    });
  });
});
