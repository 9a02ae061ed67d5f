import { eventLink, type ReminderKey } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant, createPledge } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { QUEUES } from '../../jobs/queues';
import type { ShareTexts } from '../../jobs/share-text-release';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { createPledgeLink } from '../pledges/pledge-links';
import { fanOutReminder } from '../reminders/fan-out-reminder';
import { reminderOf, thonWithFamilies, zoneAtHour } from '../reminders/testing';

const { outboxMessages } = schema;

type Badge = { ParticipantId: string; LapPageUrl: string };

// The reminders that speak of a child; the coming-up e-mail names the family's children but links
// the Thon's page, and the merchandise e-mail goes to organisers.
const CHILD_REMINDERS: ReminderKey[] = [
  'SmsReminderComingUp',
  'SmsReminderTomorrow',
  'EmailReminderTomorrow',
  'LastChanceReminders',
];

describe('every link to a child', () => {
  const server = useTestApp();
  const site = () => server.config.publicUrl;

  const get = async (url: string, userId?: string) =>
    server.app.inject({
      method: 'GET',
      url,
      ...(userId ? { headers: await sessionHeaders(server.db, { userId }) } : {}),
    });
  const post = async (url: string, payload: object, userId?: string) =>
    server.app.inject({
      method: 'POST',
      url,
      payload,
      ...(userId ? { headers: await sessionHeaders(server.db, { userId }) } : {}),
    });

  /** Where a link a donor clicks ends, through any redirect: its path and the page there. */
  async function landing(link: string) {
    let path = link.startsWith(site()) ? link.slice(site().length) : link;
    for (let hop = 0; hop < 5; hop += 1) {
      const answer = await get(path);
      if (answer.statusCode !== 301 && answer.statusCode !== 302) return { path, answer };
      path = String(answer.headers.location);
    }
    throw new Error(`${link} redirects more than 5 times`);
  }

  /**
   * The links to this site in a message, as a mail client or phone would make them clickable, but
   * the recipient's own unsubscribe link, which every bulk message carries.
   */
  const siteLinks = (body: string) =>
    (body.match(/https?:\/\/[^\s<>"']+/g) ?? [])
      .map((link) => link.replace(/[.,!?)]+$/, ''))
      .filter((link) => link.startsWith(`${site()}/`) && !link.startsWith(`${site()}/unsubscribe/`));

  const outboxSince = async (eventId: string, seen: Set<string>) => {
    const rows = await server.db.select().from(outboxMessages).where(eq(outboxMessages.eventId, eventId));
    const fresh = rows.filter((row) => !seen.has(row.id));
    for (const row of fresh) seen.add(row.id);
    return fresh.flatMap((row) => siteLinks(row.body));
  };

  /**
   * A text share reaches the outbox at once only outside the Thon's hold window and within 8 AM–9 PM
   * on its clock; otherwise its texts wait in the queue, as they will be sent.
   */
  const textsSince = async (eventId: string, seen: Set<string>) => {
    const held = await server.jobs.boss.findJobs<ShareTexts>(QUEUES.shareTextRelease.name, {
      data: { eventId },
    });
    const fresh = held.filter((job) => !seen.has(job.id));
    for (const job of fresh) seen.add(job.id);
    const waiting = fresh.flatMap((job) => job.data.texts.flatMap((text) => siteLinks(text.body)));
    return [...(await outboxSince(eventId, seen)), ...waiting];
  };

  it('leads from every share, reminder, badge and page that names a child to that child’s own page', async () => {
    // Texts go out at once only in the Thon's daytime: its zone is one where it is early afternoon.
    const { event, parents } = await thonWithFamilies(server.db, { families: 1, zone: zoneAtHour(13) });
    const parent = parents[0];
    if (!parent) throw new Error('no family');
    const { child } = parent;
    const organizer = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const children = await server.db
      .select()
      .from(schema.participants)
      .where(eq(schema.participants.eventId, event.id));
    const seen = new Set<string>();
    /** Each link found, where it was found, and the child it is for. */
    const found: { source: string; link: string; childId: string }[] = [];
    const collect = (source: string, links: string[], childId = child.id) => {
      expect(links.length, source).toBeGreaterThan(0);
      found.push(...links.map((link) => ({ source, link, childId })));
    };

    const share = { ParticipantId: child.id };
    await post('/api/Shares/ShareByEmail', { ...share, Emails: ['gran@example.com'] }, parent.id);
    collect('share e-mail', await outboxSince(event.id, seen));
    await post('/api/Shares/ShareByText', { ...share, MobileNumbers: ['(312) 555-0142'] }, parent.id);
    collect('share text', await textsSince(event.id, seen));

    const token = await createPledgeLink(server.db, {
      pledgeId: (await createPledge(server.db, child, { rateCents: 500 })).id,
    });
    await post('/api/Shares/GuestShareByEmail', { Token: token, Emails: ['pal@example.com'] });
    collect('guest share e-mail', await outboxSince(event.id, seen));
    await post('/api/Shares/GuestShareByText', { Token: token, MobileNumbers: ['(312) 555-0143'] });
    collect('guest share text', await textsSince(event.id, seen));

    for (const key of CHILD_REMINDERS) {
      const { job } = await reminderOf(server.db, event.id, key);
      await fanOutReminder({ db: server.db, config: server.config }, job);
      collect(key, await outboxSince(event.id, seen));
    }

    const preview = (await get(`/api/Reminders/GetReminderSettings/${event.eventCode}`, organizer.id)).json()
      .PreviewValues;
    const previewed = children.find((each) => each.firstName === preview.PARTICIPANT_FIRSTNAME);
    collect('reminder preview', [preview.PARTICIPANT_URL], previewed?.id);
    const { Teams } = (await get(`/api/AccessCodes/GetByEvent/${event.id}`, organizer.id)).json();
    for (const badge of Teams.flatMap((team: { Participants: Badge[] }) => team.Participants) as Badge[]) {
      collect('lap badge QR code', [badge.LapPageUrl], badge.ParticipantId);
    }
    const ownPage = await get(`/event/${event.eventCode}/p/${child.id}`);
    collect("the child's page, as shared from it", siteLinks(ownPage.body));

    for (const { source, link, childId } of found) {
      const shown = children.find((each) => each.id === childId);
      // Sent straight to the page: older links keep working through a redirect, new ones need none.
      expect(link, source).toBe(`${site()}/event/${event.eventCode}/p/${childId}`);
      const { path, answer } = await landing(link);
      expect(path, `${source}: ${link}`).toBe(`/event/${event.eventCode}/p/${childId}`);
      expect(answer.statusCode, `${source}: ${link}`).toBe(200);
      expect(answer.body, `${source}: ${link}`).toContain(
        `<h1>${shown?.firstName} ${shown?.lastName[0]}.</h1>`,
      );
    }
  });

  it('sends links of the older forms on to the child’s page, with the rest of their query', async () => {
    const event = await createEvent(server.db, { status: 'active' });
    const child = await createParticipant(server.db, event.id, { firstName: 'Mia', lastName: 'Lopez' });
    const childPage = `/event/${event.eventCode}/p/${child.id}`;
    const older = [
      `${eventLink(site(), event.eventCode)}?participant=${child.id}`,
      `${site()}/${event.eventCode.toLowerCase()}?participant=${child.id.toUpperCase()}`,
      `${site()}/event/${event.eventCode}?participant=${child.id}`,
    ];
    for (const link of older) {
      const { path, answer } = await landing(link);
      expect(path, link).toBe(childPage);
      expect(answer.body, link).toContain('<h1>Mia L.</h1>');
    }
    const tagged = await landing(
      `${site()}/${event.eventCode}?lang=es&participant=${child.id}&utm_source=sms`,
    );
    expect(tagged.path).toBe(`${childPage}?lang=es&utm_source=sms`);
    expect(tagged.answer.statusCode).toBe(200);
  });

  it('falls back to the Thon’s page for a child not shown in that Thon, telling nothing of them', async () => {
    const event = await createEvent(server.db, { status: 'active' });
    const elsewhere = await createParticipant(server.db, (await createEvent(server.db)).id, {
      firstName: 'Zed',
    });
    const removed = await createParticipant(server.db, event.id, { firstName: 'Rae', removedAt: new Date() });
    const thonPage = `/event/${event.eventCode}`;
    for (const named of [elsewhere.id, removed.id, crypto.randomUUID(), 'not-an-id', '', 'x'.repeat(2048)]) {
      for (const link of [`/${event.eventCode}?participant=${named}`, `${thonPage}?participant=${named}`]) {
        const { path, answer } = await landing(link);
        expect(path, link).toBe(thonPage);
        expect(answer.statusCode, link).toBe(200);
        expect(answer.body, link).not.toMatch(/Zed|Rae/);
      }
    }
    const tagged = await landing(`${thonPage}?participant=${elsewhere.id}&updates=1`);
    expect(tagged.path).toBe(`${thonPage}?updates=1`);
  });
});
