import { describe, expect, it } from 'vitest';
import { hasChanges, type ReminderFields, reminderChanges, reminderDateAndDay } from './reminder-edit';

const row: ReminderFields = {
  Days: -5,
  Time: '11:00 AM',
  TimeZone: 'EST',
  Enabled: true,
  MessageTemplateId: 'a',
  DefaultType: null,
  HoldStart: null,
  HoldEnd: null,
};

describe('reminderChanges', () => {
  it('flags nothing for an untouched row', () => {
    expect(hasChanges(reminderChanges(row, { ...row }))).toBe(false);
  });

  it('flags each field that changed, a new zone as a time change', () => {
    const changes = reminderChanges(row, { ...row, Days: -4, TimeZone: 'CST', MessageTemplateId: 'b' });
    expect(changes).toEqual({
      Time: true,
      Enabled: false,
      Days: true,
      HoldStart: false,
      HoldEnd: false,
      DefaultType: false,
      TemplateId: true,
    });
  });

  it('flags the hold window fields of the SMS share', () => {
    const share = { ...row, Days: null, Time: null, DefaultType: 'immediately' as const };
    const held = {
      ...share,
      DefaultType: 'Hold Messages Between' as const,
      HoldStart: '09:00 PM',
      HoldEnd: '10:00 PM',
    };
    const changes = reminderChanges(share, held);
    expect([changes.DefaultType, changes.HoldStart, changes.HoldEnd, changes.Time]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('reminderDateAndDay', () => {
  it('names the weekday of the day the reminder goes out, across month and year ends', () => {
    expect(reminderDateAndDay('2026-12-23', -5)).toBe('Friday, 12/18/2026');
    expect(reminderDateAndDay('2027-01-02', -5)).toBe('Monday, 12/28/2026');
    expect(reminderDateAndDay('2028-03-01', -1)).toBe('Tuesday, 02/29/2028');
  });

  it('follows the event date when it changes', () => {
    expect(reminderDateAndDay('2026-12-24', -5)).toBe('Saturday, 12/19/2026');
  });
});
