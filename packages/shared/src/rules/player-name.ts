/**
 * How a player is named to other players, everywhere (entries, leaderboards, plays, chat): the first name and the
 * last name's initial, 'Ada L.' — never the full last name. An entry after the first adds its number: 'Ada L. (2)'.
 */
export function playerName(person: { firstName: string; lastName: string }): string {
  const first = person.firstName.trim();
  const initial = person.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/** The name of an account's entry in a contest: 'Ada L.' for the first, 'Ada L. (2)' for the second. */
export function contestPlayerName(
  person: { firstName: string; lastName: string },
  entryNumber: number,
): string {
  return entryNumber > 1 ? `${playerName(person)} (${entryNumber})` : playerName(person);
}
