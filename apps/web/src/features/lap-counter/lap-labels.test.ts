import type { LapCounterRoster } from '@pledgethon/contracts';
import { describe, expect, it } from 'vitest';
import { lineName, tileLabels } from './lap-labels';

type Person = LapCounterRoster['Participants'][number];

const person = (id: string, name: string, badgeNumber: number, extra: Partial<Person> = {}): Person => ({
  ParticipantId: id,
  Name: name,
  TeamId: null,
  BadgeKey: id,
  BadgeNumber: badgeNumber,
  Teacher: null,
  HasPhoto: false,
  ...extra,
});

describe('lap counter tiles of look-alike children', () => {
  const labels = tileLabels([
    person('a', 'Liam K.', 3, { Teacher: 'Dana Park', HasPhoto: true }),
    person('b', 'liam k.', 11, { Teacher: 'Sam Ortiz' }),
    person('c', 'Mia S.', 5, { Teacher: 'Dana Park', HasPhoto: true }),
  ]);

  const line = (id: string) => {
    const label = labels.get(id);
    if (!label) throw new Error(`no label for ${id}`);
    return lineName(label);
  };

  it('tells two children of the same public name apart by badge number, class and consented photo', () => {
    expect(labels.get('a')).toEqual({
      name: 'Liam K.',
      lookAlike: true,
      badgeNumber: 3,
      teacher: 'Dana Park',
      photo: true,
    });
    expect(labels.get('b')).toMatchObject({
      lookAlike: true,
      badgeNumber: 11,
      teacher: 'Sam Ortiz',
      photo: false,
    });
    expect(['a', 'b'].map(line)).toEqual(['Liam K. #3', 'liam k. #11']);
  });

  it('leaves a child whose name is their own as it was: no number, class or photo', () => {
    const mia = labels.get('c');
    expect(mia).toMatchObject({ name: 'Mia S.', lookAlike: false, teacher: null, photo: false });
    expect(line('c')).toBe('Mia S.');
  });
});
