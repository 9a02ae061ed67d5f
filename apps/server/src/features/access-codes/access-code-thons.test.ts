import { messages } from '@pledgethon/core';
import { createEvent, createOrganization } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe('GET /api/AccessCodes/GetThons', () => {
  const server = useTestApp();

  const thonsOf = async (userId: string) =>
    server.app.inject({
      method: 'GET',
      url: '/api/AccessCodes/GetThons',
      headers: await sessionHeaders(server.db, { userId }),
    });

  it("lists a teacher's Thon and every Thon of an organiser's school, newest first", async () => {
    const db = server.db;
    const school = await createOrganization(db);
    const spring = await createEvent(db, {
      organizationId: school.id,
      eventDate: '2027-04-10',
      name: 'Spring Jog',
    });
    const fall = await createEvent(db, {
      organizationId: school.id,
      eventDate: '2026-10-02',
      name: 'Fall Run',
    });
    const elsewhere = await createEvent(db, { name: 'Other School Run' });

    const teacher = await createPerson(db, { roles: [{ role: 'teacher', eventId: fall.id }] });
    const teacherThons = await thonsOf(teacher.id);
    expect(teacherThons.statusCode).toBe(200);
    expect(teacherThons.json()).toEqual([
      { EventId: fall.id, Name: 'Fall Run', EventCode: fall.eventCode, EventDate: '2026-10-02' },
    ]);

    const organizer = await createPerson(db, { roles: [{ role: 'organizer', organizationId: school.id }] });
    const ids = (await thonsOf(organizer.id)).json().map((thon: { EventId: string }) => thon.EventId);
    expect(ids).toEqual([spring.id, fall.id]);
    expect(ids).not.toContain(elsewhere.id);
  });

  it('lists every Thon for a super administrator', async () => {
    const db = server.db;
    const thon = await createEvent(db);
    const admin = await createPerson(db, { roles: ['super_admin'] });
    const ids = (await thonsOf(admin.id)).json().map((listed: { EventId: string }) => listed.EventId);
    expect(ids).toContain(thon.id);
  });

  it('refuses people who hand out no access codes', async () => {
    const db = server.db;
    const tester = await createPerson(db, { roles: ['test_user'] });
    const response = await thonsOf(tester.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().Message).toBe(messages.accessDenied);
  });
});
