import { describe, expect, it } from 'vitest';
import { SMS_SHARE_HOLD_DEFAULT, type SmsShareHold } from '../reminders/sms-share-hold';
import { isTextingHour, smsShareSendAt, textSendAt, textSendAtInZone } from './sms-send-time';

const held: SmsShareHold = {
  defaultType: 'Hold Messages Between',
  holdStart: '06:00 PM',
  holdEnd: '08:00 PM',
  holdEnabled: true,
};

describe('smsShareSendAt', () => {
  it('sends at once when not held', () => {
    const at = new Date('2026-12-01T23:30:00Z');
    expect(smsShareSendAt(at, SMS_SHARE_HOLD_DEFAULT, 'EST')).toEqual(at);
  });

  it('holds a share inside the window until it ends, on the zone clock', () => {
    // 6:30 PM in New York in winter.
    expect(smsShareSendAt(new Date('2026-12-01T23:30:00Z'), held, 'EST').toISOString()).toBe(
      '2026-12-02T01:00:00.000Z',
    );
    // 6:00 PM exactly is inside; 8:00 PM exactly is already outside.
    expect(smsShareSendAt(new Date('2026-12-01T23:00:00Z'), held, 'EST').toISOString()).toBe(
      '2026-12-02T01:00:00.000Z',
    );
    const eight = new Date('2026-12-02T01:00:00Z');
    expect(smsShareSendAt(eight, held, 'EST')).toEqual(eight);
  });

  it('follows daylight saving and the zone', () => {
    // 6:30 PM in New York in summer is 22:30 UTC; the same instant is 3:30 PM in Los Angeles.
    expect(smsShareSendAt(new Date('2026-07-01T22:30:00Z'), held, 'EDT').toISOString()).toBe(
      '2026-07-02T00:00:00.000Z',
    );
    const pacific = new Date('2026-07-01T22:30:00Z');
    expect(smsShareSendAt(pacific, held, 'PST')).toEqual(pacific);
  });
});

describe('textSendAt', () => {
  it('keeps texts between 8 AM and 9 PM on the recipient clock', () => {
    const noon = new Date('2026-12-01T17:00:00Z');
    expect(textSendAt(noon, 'EST')).toEqual(noon);
    // 6 AM in New York waits until 8 AM.
    expect(textSendAt(new Date('2026-12-01T11:00:00Z'), 'EST').toISOString()).toBe(
      '2026-12-01T13:00:00.000Z',
    );
    // 9 PM exactly and later wait until 8 AM the next day.
    expect(textSendAt(new Date('2026-12-02T02:00:00Z'), 'EST').toISOString()).toBe(
      '2026-12-02T13:00:00.000Z',
    );
    // In Hawaii the same 9 PM Eastern is 4 PM: sent.
    const four = new Date('2026-12-02T02:00:00Z');
    expect(textSendAt(four, 'HST')).toEqual(four);
  });

  it('counts the next morning across a daylight saving change', () => {
    // 10 PM on Saturday 7 March 2026 in New York; clocks spring forward that night.
    expect(textSendAt(new Date('2026-03-08T03:00:00Z'), 'EST').toISOString()).toBe(
      '2026-03-08T12:00:00.000Z',
    );
  });
});

describe('textSendAtInZone', () => {
  const zones = [
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Phoenix',
    'America/Los_Angeles',
    'America/Anchorage',
    'Pacific/Honolulu',
  ];

  it('never answers a moment outside 8 AM-9 PM on the zone clock, any hour of any zone', () => {
    const start = Date.parse('2026-03-07T00:00:00Z');
    for (const zone of zones) {
      for (let quarter = 0; quarter < 4 * 24 * 3; quarter += 1) {
        const due = new Date(start + quarter * 15 * 60_000);
        const at = textSendAtInZone(due, zone);
        expect(at.getTime()).toBeGreaterThanOrEqual(due.getTime());
        expect(isTextingHour(at, zone)).toBe(true);
      }
    }
  });

  it('holds 2:30 AM on the night clocks spring forward until 8 AM daylight time', () => {
    // 2026-03-08 07:30 UTC is 3:30 AM EDT in New York, just after the change.
    expect(textSendAtInZone(new Date('2026-03-08T07:30:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-08T12:00:00.000Z',
    );
  });

  it('holds a late text on the night clocks fall back until 8 AM standard time', () => {
    // 2026-11-01 01:30 UTC is 9:30 PM EDT on 31 October; 8 AM EST on 1 November is 13:00 UTC.
    expect(textSendAtInZone(new Date('2026-11-01T01:30:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-01T13:00:00.000Z',
    );
  });

  it('reads Arizona, which keeps no daylight saving, on its own clock', () => {
    // 14:30 UTC in July is 7:30 AM in Phoenix (UTC-7) but 8:30 AM in Denver (UTC-6).
    expect(textSendAtInZone(new Date('2026-07-01T14:30:00Z'), 'America/Phoenix').toISOString()).toBe(
      '2026-07-01T15:00:00.000Z',
    );
    const denver = new Date('2026-07-01T14:30:00Z');
    expect(textSendAtInZone(denver, 'America/Denver')).toEqual(denver);
  });

  it('reads an unknown zone as Central time', () => {
    expect(textSendAtInZone(new Date('2026-12-01T12:00:00Z'), 'Mars/Base').toISOString()).toBe(
      '2026-12-01T14:00:00.000Z',
    );
  });
});
