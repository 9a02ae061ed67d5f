import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import { consentsEs } from '@pledgethon/texts';
import { describe, expect, it } from 'vitest';
import { imageForm, jpegWithGps } from '../../integrations/images/testing/images';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { vendorShirtRows } from './vendor-shirts.queries';

describe("consents about a child's public page", () => {
  const server = useTestApp();

  async function parentOfChild() {
    const event = await createEvent(server.db, { status: 'active' });
    const parent = await createPerson(server.db, { roles: ['parent'] });
    const child = await createParticipant(server.db, event.id, { firstName: 'Amelie', lastName: 'Zorrilla' });
    await server.db
      .insert(schema.parentParticipants)
      .values({ parentUserId: parent.id, participantId: child.id });
    const headers = await sessionHeaders(server.db, { userId: parent.id });
    return { event, parent, child, headers };
  }

  const update = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: '/api/Parent/UpdateParticipant', headers, payload });
  const publicPage = (eventCode: string, participantId: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/events/GetPublicParticipant/${eventCode}/${participantId}`,
    });
  const consentsOf = (participantId: string) =>
    server.db.select().from(schema.consents).where(eq(schema.consents.participantId, participantId));

  it('records who consented, when and the words they saw, and how it was withdrawn', async () => {
    const { child, parent, headers } = await parentOfChild();
    const given = await update(headers, {
      ParticipantId: child.id,
      PublicFullName: true,
      VendorSharing: true,
      Language: 'es',
    });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ PublicFullName: true, VendorSharing: true });
    // Choosing what already stands keeps the first record.
    await update(headers, { ParticipantId: child.id, PublicFullName: true });
    const withdrawn = await update(headers, { ParticipantId: child.id, PublicFullName: false });
    expect(withdrawn.json()).toMatchObject({ PublicFullName: false, VendorSharing: true });

    const records = await consentsOf(child.id);
    expect(records).toHaveLength(2);
    const fullName = records.find((record) => record.kind === 'full_name');
    expect(fullName).toMatchObject({
      givenByUserId: parent.id,
      textShown: consentsEs.full_name,
      withdrawnByUserId: parent.id,
      withdrawal: 'parent',
    });
    expect(fullName?.withdrawnAt).toBeInstanceOf(Date);
    expect(records.find((record) => record.kind === 'vendor_sharing')).toMatchObject({
      textShown: consentsEs.vendor_sharing,
      withdrawnAt: null,
    });
  });

  it('shows the uploaded photo while the consent stands and hides it at once when withdrawn', async () => {
    const { event, child, headers } = await parentOfChild();
    const upload = (fields: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/api/Parent/UploadChildPhoto',
        headers,
        payload: imageForm('me.jpg', photo, { ParticipantId: child.id, ...fields }),
      });
    const photo = await jpegWithGps(800, 600);

    const refused = await upload({});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().Message).toBe(messages.photoConsentNeeded);

    await update(headers, { ParticipantId: child.id, PublicPhoto: true });
    const uploaded = await upload({});
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toMatchObject({ PublicPhoto: true, HasPhoto: true });

    // Read the page once so a copy is kept, then withdraw within the same second.
    const before = (await publicPage(event.eventCode, child.id)).json();
    expect(before.PhotoUrl).toMatch(/^\/api\/events\/GetParticipantPhoto\//);
    const image = await server.app.inject({ method: 'GET', url: before.PhotoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('no-store');

    const withdrawn = await update(headers, { ParticipantId: child.id, PublicPhoto: false });
    expect(withdrawn.json()).toMatchObject({ PublicPhoto: false, HasPhoto: false });
    expect((await publicPage(event.eventCode, child.id)).json().PhotoUrl).toBeNull();
    expect((await server.app.inject({ method: 'GET', url: before.PhotoUrl })).statusCode).toBe(404);
    const [row] = await server.db
      .select({ photoName: schema.participants.photoName })
      .from(schema.participants)
      .where(eq(schema.participants.id, child.id));
    expect(row?.photoName).toBeNull();
  });

  it("refuses a photo for another parent's child", async () => {
    const { child } = await parentOfChild();
    const { headers: otherHeaders } = await parentOfChild();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/Parent/UploadChildPhoto',
      headers: otherHeaders,
      payload: imageForm('me.jpg', await jpegWithGps(), { ParticipantId: child.id }),
    });
    expect(response.statusCode).toBe(403);
  });

  it('shows the full name at once when the parent opts in, then initials at once when withdrawn', async () => {
    const { event, child, headers } = await parentOfChild();
    expect((await publicPage(event.eventCode, child.id)).json().DisplayName).toBe('Amelie Z.');
    await update(headers, { ParticipantId: child.id, PublicFullName: true });
    expect((await publicPage(event.eventCode, child.id)).json().DisplayName).toBe('Amelie Zorrilla');
    await update(headers, { ParticipantId: child.id, PublicFullName: false });
    expect((await publicPage(event.eventCode, child.id)).json().DisplayName).toBe('Amelie Z.');
  });

  it("gives a vendor shirt sizes and counts per school, and a child's name only with the consent", async () => {
    const { event, child, headers } = await parentOfChild();
    await server.db
      .update(schema.participants)
      .set({ shirtSize: 'YM' })
      .where(eq(schema.participants.id, child.id));
    await createParticipant(server.db, event.id, {
      firstName: 'Quentin',
      lastName: 'Oyelaran',
      shirtSize: 'YM',
    });
    const before = await vendorShirtRows(server.db, { eventId: event.id });
    expect(before.counts).toEqual([expect.objectContaining({ shirtSize: 'YM', count: 2 })]);
    expect(before.named).toEqual([]);
    expect(JSON.stringify(before)).not.toMatch(/Amelie|Quentin|Zorrilla|Oyelaran/);

    await update(headers, { ParticipantId: child.id, VendorSharing: true });
    const after = await vendorShirtRows(server.db, { eventId: event.id });
    expect(after.named).toEqual([expect.objectContaining({ name: 'Amelie Zorrilla', shirtSize: 'YM' })]);
    expect(JSON.stringify(after)).not.toMatch(/Quentin|Oyelaran/);
  });
});
