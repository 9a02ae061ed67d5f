import { describe, expect, it } from 'vitest';
import { dateTextSchema, timeTextSchema } from './date-time';

const date = (text: string) => dateTextSchema.safeParse(text).success;
const time = (text: string) => timeTextSchema.safeParse(text).success;

describe('dateTextSchema', () => {
  it('accepts real dates as m/d/yyyy', () => {
    for (const text of ['1/5/2025', '01/05/2025', '12/31/2025', '2/29/2024'])
      expect(date(text), text).toBe(true);
  });

  it('rejects impossible dates and other formats', () => {
    for (const text of [
      '2/29/2025',
      '2/30/2024',
      '4/31/2025',
      '13/1/2025',
      '0/1/2025',
      '1/0/2025',
      '2025-01-05',
      '1/5/25',
      '1-5-2025',
      '',
    ]) {
      expect(date(text), text).toBe(false);
    }
    expect(dateTextSchema.safeParse('2/30/2024').error?.issues[0]?.message).toBe(
      'Please enter a date as mm/dd/yyyy.',
    );
  });
});

describe('timeTextSchema', () => {
  it('accepts h:mm AM/PM', () => {
    for (const text of ['9:30 AM', '09:30 AM', '12:00 PM', '11:59 pm', '8:00AM'])
      expect(time(text), text).toBe(true);
  });

  it("rejects 24-hour times and other shapes with 'Invalid Time'", () => {
    for (const text of ['13:00 PM', '0:30 AM', '9:60 AM', '9:5 AM', '9:30', '21:30', '9:30  AM', '']) {
      expect(time(text), text).toBe(false);
    }
    expect(timeTextSchema.safeParse('25:00').error?.issues[0]?.message).toBe('Invalid Time');
  });
});
