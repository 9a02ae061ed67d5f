import type { schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { htmlToText, shareEmail, shareText } from './share-messages';

const event = {
  name: 'Oak & Pine Fun Run',
  eventCode: 'OAK26',
  eventDate: '2026-05-15',
  unitName: 'lap',
  unitNamePlural: 'laps',
  minUnits: 1,
  maxUnits: 35,
  fundsGoTo: 'the <new> playground',
  flatDonationsOnly: false,
} as typeof schema.events.$inferSelect;
const participant = { id: 'p-1', firstName: 'Mia', lastName: "O'Neil" };
const about = { event, participant };
const publicUrl = 'https://pledgethon.test';

describe('share messages', () => {
  it("fills the participant's share e-mail as plain text, values as written", () => {
    const mail = shareEmail(about, { publicUrl, kind: 'email' });
    expect(mail.subject).toBe('Sponsor Mia in Oak & Pine Fun Run');
    expect(mail.text.split('\n\n')[0]).toBe('Hi there,');
    expect(mail.text).toContain('raising money for the <new> playground.');
    expect(mail.text).toContain('https://pledgethon.test/event/OAK26/p/p-1');
    expect(mail.text).toContain("Mia O'Neil");
    expect(mail.text).not.toMatch(/\[[A-Z_]+\]|<p>|&amp;/);
  });

  it('fills the guest share e-mail and texts, with the flat-donation variant for a flat-only Thon', () => {
    const flat = { ...about, event: { ...event, flatDonationsOnly: true } };
    expect(shareEmail(flat, { publicUrl, kind: 'guestShareEmail' }).text).toContain(
      "I just sponsored Mia O'Neil in Oak & Pine Fun Run on 05/15/2026",
    );
    expect(shareText(about, { publicUrl, kind: 'guestSms' })).toBe(
      "I just sponsored Mia O'Neil in Oak & Pine Fun Run for the <new> playground. Join me, per lap or once: https://pledgethon.test/event/OAK26/p/p-1",
    );
    expect(shareText(flat, { publicUrl, kind: 'sms' })).toContain('Will you sponsor me?');
    expect(shareText(about, { publicUrl, kind: 'sms', templateBody: 'Go [PARTICIPANT_FIRSTNAME]!' })).toBe(
      'Go Mia!',
    );
  });

  it('keeps paragraphs and drops every tag of a template body', () => {
    expect(
      htmlToText('<p>One &amp; two</p><p>Three<br>four <a href="x">link</a></p><script>x</script>'),
    ).toBe('One & two\n\nThree\n\nfour link');
  });
});
