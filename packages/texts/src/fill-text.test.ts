import { describe, expect, it } from 'vitest';
import { fillText, textOf } from './fill-text';

describe('the texts of the catalogue, filled', () => {
  const section = {
    form: { heading: 'Pledge to {{name}}', teams_one: '{{count}} team', teams_other: '{{count}} teams' },
  };

  it('fills placeholders, leaving unknown ones empty', () => {
    expect(fillText('{{a}} and {{b}}', { a: 1 })).toBe('1 and ');
  });

  it('finds a dotted key and fills it', () => {
    expect(textOf(section, 'form.heading', { name: 'Pat R.' })).toBe('Pledge to Pat R.');
  });

  it('picks the plural form by count', () => {
    expect(textOf(section, 'form.teams', { count: 1 })).toBe('1 team');
    expect(textOf(section, 'form.teams', { count: 0 })).toBe('0 teams');
  });

  it('answers the key itself when there is no such text', () => {
    expect(textOf(section, 'form.missing')).toBe('form.missing');
  });
});
