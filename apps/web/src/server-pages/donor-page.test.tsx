import type { PublicEvent, PublicParticipant, SponsorUpdatePage } from '@pledgethon/contracts';
import { describe, expect, it } from 'vitest';
import { donorPage } from './render';
import type { DonorPageProps } from './types';

const resources = {
  style: 'body{font-family:"Segoe UI"}.bar>a{}',
  script: '/landing-pages/donor-page.0123456789ab.js',
};
const hostile = '"><script>alert(1)</script>&';
const updates: SponsorUpdatePage = {
  Items: [
    {
      SponsorUpdateId: '6f7c1c5e-0f5b-4d2f-9f0e-2b8a7c1d3e4f',
      Message: `Thank you${hostile}`,
      ParticipantId: null,
      PostedAt: '2026-05-01T15:00:00.000Z',
    },
  ],
  Total: 6,
  Page: 1,
  PageSize: 5,
};
const split = { OrganizationSharePercent: 100, CommissionPercent: 0, FranchiseeName: null };
const event: PublicEvent = {
  EventId: 'a9b7f3de-7f0e-4b8a-9c1d-2e3f4a5b6c7d',
  EventCode: 'OAK26',
  Name: `Oak Hill${hostile}`,
  EventDate: '2026-05-15',
  TimeZone: 'America/New_York',
  OrganizationName: 'Oak Hill School',
  UnitName: 'lap',
  UnitNamePlural: 'laps',
  GoalCents: 100_000,
  RaisedCents: 2_500,
  ParticipantCount: 1,
  FundsGoTo: `Books${hostile}`,
  FlatDonationsOnly: false,
  Status: 'active',
  MoneySplit: split,
  Teams: [{ Name: `Owls${hostile}`, RaisedCents: 2_500, ParticipantCount: 1 }],
  RanksParticipants: false,
  TopParticipants: [],
  SponsorUpdates: updates,
};
const participant: PublicParticipant = {
  ParticipantId: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
  DisplayName: `Maya L.${hostile}`,
  TeamName: null,
  PhotoUrl: '/api/events/GetParticipantPhoto/c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
  GoalCents: 35_000,
  RaisedCents: 0,
  EventId: event.EventId,
  EventCode: event.EventCode,
  EventName: event.Name,
  EventDate: event.EventDate,
  TimeZone: event.TimeZone,
  OrganizationName: event.OrganizationName,
  UnitName: 'lap',
  UnitNamePlural: 'laps',
  FundsGoTo: null,
  FlatDonationsOnly: false,
  Status: 'completed',
  MoneySplit: split,
  SponsorUpdates: updates,
};
const thonPage: DonorPageProps = {
  language: 'en',
  url: 'https://pledgethon.example/event/OAK26',
  address: '/event/OAK26',
  year: 2026,
  page: { kind: 'thon', event, updates },
};

describe('the donor pages, drawn whole by the server and never hydrated', () => {
  it('loads only their one small script and their own stylesheet, and no data for React', () => {
    const html = donorPage(resources, thonPage);
    expect(html.startsWith('<!doctype html><html lang="en"><head>')).toBe(true);
    expect(html.match(/<script\b[^>]*>/g)).toEqual([`<script src="${resources.script}" defer="">`]);
    expect(html).toContain(`<style>${resources.style}</style>`);
    expect(html).not.toContain('id="root"');
  });

  it('escapes every text and attribute a Thon, a team, a child or an update brings', () => {
    const pages = [
      donorPage(resources, thonPage),
      donorPage(resources, { ...thonPage, page: { kind: 'participant', participant, updates } }),
      donorPage(resources, { ...thonPage, page: { kind: 'unknownThon', eventCode: hostile } }),
    ];
    for (const html of pages) {
      expect(html).not.toContain(hostile);
      expect(html).not.toContain('<script>');
    }
    expect(pages[0]).toContain(
      '<title>Oak Hill&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp; · PledgeThon</title>',
    );
    expect(pages[0]).toContain('content="Oak Hill&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;"');
    expect(pages[1]).toContain('alt="Photo of Maya L.&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;"');
    expect(pages[2]).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;"');
  });

  it('speaks the visitor’s language, marks it in the switch, and pages the updates with links', () => {
    const html = donorPage(resources, { ...thonPage, language: 'es' });
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(
      '<a href="/event/OAK26?lang=es" lang="es" hrefLang="es" aria-current="true">Español</a>',
    );
    expect(html).toContain('<a href="/event/OAK26?updates=2#updates" aria-label="Página siguiente">›</a>');
    expect(html).toContain('© 2026 PledgeThon');
  });

  it('shows no give button once the Thon is over', () => {
    const over = donorPage(resources, { ...thonPage, page: { kind: 'participant', participant, updates } });
    expect(over).not.toContain('class="button give"');
    expect(donorPage(resources, thonPage)).toContain('<a class="button give" href="/event/OAK26/pledge">');
  });
});
