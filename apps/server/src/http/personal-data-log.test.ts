import { eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../testing/people';
import { useTestApp } from '../testing/test-app';

describe('staff views of children logged while many answers go out at once', () => {
  const server = useTestApp();

  async function organiser(eventId: string, firstName: string) {
    const person = await createPerson(server.db, { roles: [{ role: 'organizer', eventId }] });
    await server.db
      .update(schema.users)
      .set({ firstName, lastName: 'Organiser' })
      .where(eq(schema.users.id, person.id));
    return { id: person.id, headers: await sessionHeaders(server.db, { userId: person.id }) };
  }

  it('logs every child of every answer under the staff member who asked for it', async () => {
    const event = await createEvent(server.db, { status: 'active', eventDate: '2099-06-01' });
    const children = [
      await createParticipant(server.db, event.id),
      await createParticipant(server.db, event.id),
      await createParticipant(server.db, event.id),
    ];
    const olive = await organiser(event.id, 'Olive');
    const omar = await organiser(event.id, 'Omar');

    const asks = [olive, omar, olive, omar, olive, omar, olive, omar];
    const answers = await Promise.all(
      asks.map(({ headers }) =>
        server.app.inject({ method: 'GET', url: `/api/ThonParticipants/List/${event.id}`, headers }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(asks.map(() => 200));

    const views = await server.db
      .select({
        participantId: schema.personalDataViews.participantId,
        viewerUserId: schema.personalDataViews.viewerUserId,
        viewerName: schema.personalDataViews.viewerName,
        viewerRole: schema.personalDataViews.viewerRole,
        what: schema.personalDataViews.what,
      })
      .from(schema.personalDataViews)
      .innerJoin(schema.participants, eq(schema.participants.id, schema.personalDataViews.participantId))
      .where(eq(schema.participants.eventId, event.id));
    const expected = (viewer: { id: string }, viewerName: string) =>
      children.map((child) => ({
        participantId: child.id,
        viewerUserId: viewer.id,
        viewerName,
        viewerRole: 'organizer',
        what: 'the participant list',
      }));
    const byViewer = (a: (typeof views)[number], b: (typeof views)[number]) =>
      `${a.viewerName}${a.participantId}`.localeCompare(`${b.viewerName}${b.participantId}`);
    expect(views.sort(byViewer)).toEqual(
      [
        ...Array.from({ length: 4 }, () => expected(olive, 'Olive Organiser')).flat(),
        ...Array.from({ length: 4 }, () => expected(omar, 'Omar Organiser')).flat(),
      ].sort(byViewer),
    );
  });
});
