import { messages } from '@pledgethon/core';
import { schema } from '@pledgethon/db';
import { createEvent } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

const notAvailable = {
  Available: false,
  Title: messages.notAvailableTitle,
  Message: messages.landingUrlTaken,
};
let counter = 0;
const freshUrl = () => `page-${Date.now().toString(36)}-${++counter}`;

describe('landing pages', () => {
  const server = useTestApp();

  const call = async (userId: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: await sessionHeaders(server.db, { userId }),
      ...(payload ? { payload } : {}),
    });

  async function thonWithOrganizer() {
    const event = await createEvent(server.db);
    const organizer = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    return { event, organizer };
  }

  const fields = (eventId: string, overrides: object = {}) => ({
    EventId: eventId,
    Url: freshUrl(),
    Title: 'Spring Fun Run',
    Headline: 'Run with us',
    Story: 'We run laps.\nEvery lap counts.',
    HeroImageUrl: null,
    GalleryImageUrls: [],
    VideoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    IsActive: true,
    ...overrides,
  });

  async function addedPage() {
    const { event, organizer } = await thonWithOrganizer();
    const request = fields(event.id);
    const response = await call(organizer.id, 'POST', '/api/LandingPage/AddLandingPage', request);
    expect(response.statusCode).toBe(200);
    return { event, organizer, request, id: response.json().Id as string };
  }

  it('adds a page for the Thon, lists it for its organiser and no one else', async () => {
    const { event, organizer, request, id } = await addedPage();
    const listed = await call(organizer.id, 'GET', '/api/LandingPage/GetLandingPages');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().LandingPages).toEqual([
      {
        ...request,
        Id: id,
        EventCode: event.eventCode,
        EventName: event.name,
        PageLink: `${server.config.publicUrl}/${request.Url}`,
      },
    ]);
    const other = await thonWithOrganizer();
    const theirs = await call(other.organizer.id, 'GET', '/api/LandingPage/GetLandingPages');
    expect(theirs.json().LandingPages).toEqual([]);
  });

  it("lets the Thon's franchisee and a super administrator change the page", async () => {
    const [franchisee] = await server.db
      .insert(schema.franchisees)
      .values({ name: 'Pages Territory' })
      .returning();
    if (!franchisee) throw new Error('no franchisee');
    const event = await createEvent(server.db, { franchiseeId: franchisee.id });
    const franchiseeUser = await createPerson(server.db, {
      roles: [{ role: 'franchisee_user', franchiseeId: franchisee.id }],
    });
    const admin = await createPerson(server.db, { roles: ['super_admin'] });
    const added = await call(franchiseeUser.id, 'POST', '/api/LandingPage/AddLandingPage', fields(event.id));
    expect(added.statusCode).toBe(200);
    const id = added.json().Id as string;
    const update = fields(event.id, { Id: id, Title: 'Renamed by the administrator' });
    expect((await call(admin.id, 'POST', '/api/LandingPage/UpdateLandingPage', update)).statusCode).toBe(200);
    const listed = await call(franchiseeUser.id, 'GET', '/api/LandingPage/GetLandingPages');
    expect(listed.json().LandingPages[0]).toMatchObject({ Id: id, Title: 'Renamed by the administrator' });
    const deleted = await call(admin.id, 'DELETE', `/api/LandingPage/DeleteLandingPage/${id}`);
    expect(deleted.json()).toEqual({ Success: true, Message: messages.landingPageDeleted });
  });

  it('answers whether an address is free, taken by a page or an event code, or reserved', async () => {
    const { organizer, request, event } = await addedPage();
    const free = await call(
      organizer.id,
      'GET',
      `/api/LandingPage/IsLandingPageAvailableForAdd/${freshUrl()}`,
    );
    expect(free.json()).toEqual({ Available: true, Title: null, Message: null });
    for (const url of [
      request.Url,
      request.Url.toUpperCase(),
      event.eventCode,
      'home',
      'SHOP',
      'api',
      'event',
      'parent',
    ]) {
      const taken = await call(organizer.id, 'GET', `/api/LandingPage/IsLandingPageAvailableForAdd/${url}`);
      expect(taken.json(), url).toEqual(notAvailable);
    }
    const unsafe = await call(organizer.id, 'GET', '/api/LandingPage/IsLandingPageAvailableForAdd/a%20b');
    expect(unsafe.json()).toEqual({ Available: false, Title: messages.invalidData, Message: null });
  });

  it("lets a page keep its own address on update, and refuses another page's or a reserved one", async () => {
    const { event, organizer, request, id } = await addedPage();
    const second = fields(event.id);
    const secondId = (await call(organizer.id, 'POST', '/api/LandingPage/AddLandingPage', second)).json().Id;
    const own = await call(
      organizer.id,
      'GET',
      `/api/LandingPage/IsLandingPageAvailableForUpdate?Id=${id}&Url=${request.Url.toUpperCase()}`,
    );
    expect(own.json()).toEqual({ Available: true, Title: null, Message: null });
    const others = await call(
      organizer.id,
      'GET',
      `/api/LandingPage/IsLandingPageAvailableForUpdate?Id=${secondId}&Url=${request.Url}`,
    );
    expect(others.json()).toEqual(notAvailable);
    for (const url of [request.Url, 'home', event.eventCode]) {
      const updated = await call(organizer.id, 'POST', '/api/LandingPage/UpdateLandingPage', {
        ...second,
        Id: secondId,
        Url: url,
      });
      expect(updated.statusCode, url).toBe(409);
      expect(updated.json()).toEqual({
        Success: false,
        Message: messages.landingUrlTaken,
        Errors: { Url: messages.landingUrlTaken },
      });
    }
  });

  it('refuses a taken or reserved address on add', async () => {
    const { event, organizer, request } = await addedPage();
    for (const url of [request.Url.toUpperCase(), 'parent', event.eventCode]) {
      const added = await call(
        organizer.id,
        'POST',
        '/api/LandingPage/AddLandingPage',
        fields(event.id, { Url: url }),
      );
      expect(added.statusCode, url).toBe(409);
      expect(added.json().Message).toBe(messages.landingUrlTaken);
    }
  });

  it("refuses a video that is not YouTube or Vimeo, and missing fields, with the spec's words", async () => {
    const { event, organizer } = await thonWithOrganizer();
    const video = await call(
      organizer.id,
      'POST',
      '/api/LandingPage/AddLandingPage',
      fields(event.id, { VideoUrl: 'https://example.com/movie.mp4' }),
    );
    expect(video.statusCode).toBe(400);
    expect(video.json().Errors.VideoUrl).toBe(messages.invalidVideo);
    const missing = await call(
      organizer.id,
      'POST',
      '/api/LandingPage/AddLandingPage',
      fields(event.id, { Title: ' ' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors.Title).toBe(messages.reviewRequiredFields);
    const foreignImage = await call(
      organizer.id,
      'POST',
      '/api/LandingPage/AddLandingPage',
      fields(event.id, { HeroImageUrl: 'https://elsewhere.example/x.jpg' }),
    );
    expect(foreignImage.json().Errors.HeroImageUrl).toBe(messages.invalidImage);
  });

  it("refuses another Thon's organiser to add, check, update or delete the page", async () => {
    const { event, request, id } = await addedPage();
    const other = await thonWithOrganizer();
    const attempts = [
      await call(other.organizer.id, 'POST', '/api/LandingPage/AddLandingPage', fields(event.id)),
      await call(other.organizer.id, 'POST', '/api/LandingPage/UpdateLandingPage', {
        ...request,
        Id: id,
        Title: 'Mine',
      }),
      // Moving the page to a Thon of their own does not make it theirs either.
      await call(other.organizer.id, 'POST', '/api/LandingPage/UpdateLandingPage', {
        ...request,
        Id: id,
        EventId: other.event.id,
      }),
      await call(other.organizer.id, 'DELETE', `/api/LandingPage/DeleteLandingPage/${id}`),
      await call(
        other.organizer.id,
        'GET',
        `/api/LandingPage/IsLandingPageAvailableForUpdate?Id=${id}&Url=${request.Url}`,
      ),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(attempts.every((response) => response.json().Message === messages.accessDenied)).toBe(true);
    const teacher = await createPerson(server.db, { roles: [{ role: 'teacher', eventId: event.id }] });
    expect((await call(teacher.id, 'DELETE', `/api/LandingPage/DeleteLandingPage/${id}`)).statusCode).toBe(
      403,
    );
  });

  it('keeps a new event code off a page address, and frees the address when the page is deleted', async () => {
    const { organizer, id, request } = await addedPage();
    const codeCheck = `/api/Thons/IsEventCodeAvailable/${request.Url.toUpperCase()}`;
    expect((await call(organizer.id, 'GET', codeCheck)).json().Available).toBe(false);
    const deleted = await call(organizer.id, 'DELETE', `/api/LandingPage/DeleteLandingPage/${id}`);
    expect(deleted.json()).toEqual({ Success: true, Message: messages.landingPageDeleted });
    expect((await call(organizer.id, 'GET', '/api/LandingPage/GetLandingPages')).json().LandingPages).toEqual(
      [],
    );
    expect((await call(organizer.id, 'GET', codeCheck)).json().Available).toBe(true);
  });
});
