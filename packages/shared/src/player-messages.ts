// The entries' messages, in a module without zod: the contest page shows them on its first load, and importing
// anything from players.ts runs its schemas (decision 021). players.ts re-exports them.

export const PLAYER_MESSAGES = {
  contestNotFound: 'Contest not found.',
  /** The enrollment flag is off, or wagering has closed on the contest's first race. */
  enrollmentClosed: 'Enrollment is closed.',
  contestCancelled: 'This contest has been cancelled.',
  entryLimitReached: 'You already have the maximum number of entries in this contest.',
  playerNotFound: 'Player not found',
} as const;
