/**
 * How a participant is named where anyone can read it: first name and last initial, unless a parent
 * chose to show the full name (decision 042).
 */
export function publicParticipantName(firstName: string, lastName: string, fullNameOptIn: boolean): string {
  if (fullNameOptIn) return `${firstName} ${lastName}`;
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName} ${initial.toUpperCase()}.` : firstName;
}

/**
 * How a donor is named to a participant's family and the Thon's staff: first name and last initial,
 * never the whole last name, which is the donor's own and not theirs to pass on.
 */
export function donorShortName(firstName: string, lastName: string): string {
  return publicParticipantName(firstName, lastName, false);
}
