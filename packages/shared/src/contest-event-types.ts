import type { ContestEvent } from './contest-events';

/*
 * The live events' names, and a check of an event's shape that needs no zod: the web reads events in the contest
 * pages' first load, where zod is not (decision 021). contest-events.ts holds the schemas (the API's source) and a
 * test keeps the two in agreement.
 */

/** The SSE name of each event of GET /api/contest/{id}/events, which is also its `type`. */
export const CONTEST_EVENT_TYPES = {
  chatMessage: 'chat-message',
  chatMessageDeleted: 'chat-message-deleted',
  leaderboardChanged: 'leaderboard-changed',
  runnersChanged: 'runners-changed',
  raceChanged: 'race-changed',
} as const;

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';

function isChatMessage(value: unknown): boolean {
  if (!isObject(value) || !isObject(value.sender)) return false;
  const { sender } = value;
  return (
    isString(value.messageId) &&
    isString(value.content) &&
    isString(value.createdAt) &&
    Number.isInteger(sender.id) &&
    isString(sender.name)
  );
}

/** Whether a parsed event's data has the shape ContestEventSchema describes. */
export function isContestEvent(value: unknown): value is ContestEvent {
  if (!isObject(value) || !Number.isInteger(value.contestId)) return false;
  switch (value.type) {
    case CONTEST_EVENT_TYPES.chatMessage:
      return isChatMessage(value.message);
    case CONTEST_EVENT_TYPES.chatMessageDeleted:
      return isString(value.messageId);
    case CONTEST_EVENT_TYPES.leaderboardChanged:
      return true;
    case CONTEST_EVENT_TYPES.runnersChanged:
    case CONTEST_EVENT_TYPES.raceChanged:
      return Number.isInteger(value.raceId);
    default:
      return false;
  }
}
