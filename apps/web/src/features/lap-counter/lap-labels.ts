import type { LapCounterRoster } from '@pledgethon/contracts';

type RosterPerson = LapCounterRoster['Participants'][number];

/**
 * How a child is named on the counter. `lookAlike`: another child of the Thon has the same public
 * name ("Liam K."), so the tile also shows their badge number, class teacher and, with consent, photo.
 */
export type TileLabel = {
  name: string;
  lookAlike: boolean;
  badgeNumber: number;
  teacher: string | null;
  photo: boolean;
};

const sameName = (name: string) => name.trim().toLocaleLowerCase();

/**
 * The label of each child by id (decision 129). Children are compared across the whole Thon, not per
 * team: the confirmation line and the recent scans name a child without their team.
 */
export function tileLabels(participants: readonly RosterPerson[]): Map<string, TileLabel> {
  const seen = new Map<string, number>();
  for (const person of participants)
    seen.set(sameName(person.Name), (seen.get(sameName(person.Name)) ?? 0) + 1);
  return new Map(
    participants.map((person) => {
      const lookAlike = (seen.get(sameName(person.Name)) ?? 0) > 1;
      return [
        person.ParticipantId,
        {
          name: person.Name,
          lookAlike,
          badgeNumber: person.BadgeNumber,
          teacher: lookAlike ? person.Teacher : null,
          photo: lookAlike && person.HasPhoto,
        },
      ];
    }),
  );
}

/** The one-line name for the confirmation and the recent scans: a look-alike carries its badge number. */
export const lineName = (label: TileLabel): string =>
  label.lookAlike ? `${label.name} #${label.badgeNumber}` : label.name;
