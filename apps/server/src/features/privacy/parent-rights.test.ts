import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { childPhotos, createPhotoStore } from './child-photos';
import { findHeldValues, heldChild } from './testing/held-child';

describe("a parent's rights over their child's data", () => {
  const server = useTestApp();
  const photos = () => childPhotos(createPhotoStore(server.config));

  async function parentWithChild() {
    const event = await createEvent(server.db, { status: 'active', eventDate: '2099-06-01' });
    const held = await heldChild(server, photos(), event.id);
    const headers = await sessionHeaders(server.db, { userId: held.parent.id });
    return { event, ...held, headers };
  }

  it('shows everything held about the child as JSON and as a formula-safe CSV', async () => {
    const { child, parent, headers } = await parentWithChild();
    await server.db
      .update(schema.participants)
      .set({ lastName: '=HYPERLINK("x")' })
      .where(eq(schema.participants.id, child.id));
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/Parent/ChildData/${child.id}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.Child).toMatchObject({
      ParticipantId: child.id,
      FirstName: child.firstName,
      AccessCode: child.accessCode,
      ParentEmail: child.parentEmail,
      HasPhoto: true,
    });
    expect(data.Thon).toMatchObject({ RetentionDays: 180, DataKeptUntil: '2099-11-29T00:00:00.000Z' });
    expect(data.Parents).toEqual([expect.objectContaining({ Email: parent.email })]);
    expect(data.Pledges).toHaveLength(2);
    expect(data.SponsorUpdates).toHaveLength(1);
    expect(data.ShareContacts).toBe(1);
    expect(data.Consents.map((consent: { Kind: string }) => consent.Kind).sort()).toEqual([
      'full_name',
      'photo',
    ]);

    const csv = await server.app.inject({
      method: 'GET',
      url: `/api/Parent/ChildData/${child.id}/csv`,
      headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body).toContain(`Child,AccessCode,${child.accessCode}`);
    expect(csv.body).toContain(`Child,LastName,"'=HYPERLINK(""x"")"`);
  });

  it("refuses another parent's child and staff", async () => {
    const { child } = await parentWithChild();
    const { headers: otherHeaders } = await parentWithChild();
    for (const url of [`/api/Parent/ChildData/${child.id}`, `/api/Parent/ChildData/${child.id}/csv`]) {
      const response = await server.app.inject({ method: 'GET', url, headers: otherHeaders });
      expect(response.statusCode).toBe(403);
    }
    const deletion = await server.app.inject({
      method: 'POST',
      url: '/api/Parent/DeleteChild',
      headers: otherHeaders,
      payload: { ParticipantId: child.id },
    });
    expect(deletion.statusCode).toBe(403);
  });

  it('corrects the child and the public page shows the correction at once', async () => {
    const { event, child, headers } = await parentWithChild();
    const page = () =>
      server.app.inject({
        method: 'GET',
        url: `/api/events/GetPublicParticipant/${event.eventCode}/${child.id}`,
      });
    expect((await page()).json().DisplayName).toBe(`${child.firstName} ${child.lastName}`);
    const corrected = await server.app.inject({
      method: 'POST',
      url: '/api/Parent/CorrectChild',
      headers,
      payload: {
        ParticipantId: child.id,
        FirstName: 'Mara',
        LastName: 'Lindqvist',
        Grade: '3',
        ShirtSize: 'YM',
      },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ FirstName: 'Mara', LastName: 'Lindqvist' });
    expect((await page()).json().DisplayName).toBe('Mara Lindqvist');
  });

  it('deletes the child everywhere at once, keeping paid pledges as anonymous money', async () => {
    const { event, child, unpaid, seeded, headers } = await parentWithChild();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/Parent/DeleteChild',
      headers,
      payload: { ParticipantId: child.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Success: true, Message: messages.childDataDeleted });
    expect(await findHeldValues(server.db, seeded)).toEqual([]);
    const pledges = await server.db
      .select()
      .from(schema.pledges)
      .where(eq(schema.pledges.participantId, child.id));
    expect(pledges.find((pledge) => pledge.id === unpaid.id)?.status).toBe('cancelled');
    expect(pledges.filter((pledge) => pledge.status !== 'cancelled')).toHaveLength(1);
    const payments = await server.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.participantId, child.id));
    expect(payments.map((payment) => payment.amountCents)).toEqual([2500]);
    // The child is off the public pages and the parent's list.
    const page = await server.app.inject({
      method: 'GET',
      url: `/api/events/GetPublicParticipant/${event.eventCode}/${child.id}`,
    });
    expect(page.statusCode).toBe(404);
    const [removal] = await server.db
      .select()
      .from(schema.personalDataRemovals)
      .where(eq(schema.personalDataRemovals.eventId, event.id));
    expect(removal).toMatchObject({ reason: 'parent_request', dryRun: false });
  });

  it("logs each staff view of the child's data and shows the parent who looked", async () => {
    const { event, child, headers } = await parentWithChild();
    const organiser = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    await server.db
      .update(schema.users)
      .set({ firstName: 'Olive', lastName: 'Organiser' })
      .where(eq(schema.users.id, organiser.id));
    const list = await server.app.inject({
      method: 'GET',
      url: `/api/ThonParticipants/List/${event.id}`,
      headers: await sessionHeaders(server.db, { userId: organiser.id }),
    });
    expect(list.statusCode).toBe(200);
    const other = await createParticipant(server.db, event.id);
    const data = (
      await server.app.inject({ method: 'GET', url: `/api/Parent/ChildData/${child.id}`, headers })
    ).json();
    expect(data.Views).toEqual([
      expect.objectContaining({
        ViewerName: 'Olive Organiser',
        ViewerRole: 'organizer',
        What: 'the participant list',
      }),
    ]);
    // The parent's own looking is not a staff view.
    const again = (
      await server.app.inject({ method: 'GET', url: `/api/Parent/ChildData/${child.id}`, headers })
    ).json();
    expect(again.Views).toHaveLength(1);
    const logged = await server.db
      .select()
      .from(schema.personalDataViews)
      .where(eq(schema.personalDataViews.participantId, other.id));
    expect(logged).toEqual([]);
  });
});
