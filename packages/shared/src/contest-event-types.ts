/*
 * The live events' names, in a module without schemas: the contest pages' first load opens the stream and names
 * its events, and zod is not in that load (decision 021). contest-events.ts holds the schemas.
 */

/** The SSE name of each event of GET /api/contest/{id}/events, which is also its `type`. */
export const CONTEST_EVENT_TYPES = {
  chatMessage: 'chat-message',
  chatMessageDeleted: 'chat-message-deleted',
  leaderboardChanged: 'leaderboard-changed',
  runnersChanged: 'runners-changed',
  raceChanged: 'race-changed',
} as const;
