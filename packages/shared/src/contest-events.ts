import { z } from 'zod';
import { ChatMessageSchema } from './chat';
import { CONTEST_EVENT_TYPES } from './contest-event-types';

/**
 * What GET /api/contest/{id}/events streams (Server-Sent Events). Each event's SSE name is its `type`, and its data
 * is this object as JSON. Chat events reach signed-in viewers only; the others reach everyone. The
 * names live in contest-event-types.ts, a module the browser's first load can import without zod.
 */
export { CONTEST_EVENT_TYPES };

const ChatMessageEventSchema = z.object({
  type: z.literal(CONTEST_EVENT_TYPES.chatMessage),
  contestId: z.number().int(),
  message: ChatMessageSchema,
});

const ChatMessageDeletedEventSchema = z.object({
  type: z.literal(CONTEST_EVENT_TYPES.chatMessageDeleted),
  contestId: z.number().int(),
  messageId: z.string(),
});

/** A race of the contest was finalized: standings, bankrolls and results changed. */
const LeaderboardChangedEventSchema = z.object({
  type: z.literal(CONTEST_EVENT_TYPES.leaderboardChanged),
  contestId: z.number().int(),
});

/**
 * A runner of a race of the contest changed (scratched, added, renamed…): the race's runners and the plays on it
 * (whose runners may now be scratched) are to be read again.
 */
const RunnersChangedEventSchema = z.object({
  type: z.literal(CONTEST_EVENT_TYPES.runnersChanged),
  contestId: z.number().int(),
  /** The race (not the contest race) whose runners changed. */
  raceId: z.number().int(),
});

/**
 * A race of the contest changed: wagering closed or reopened, its post time or minimum moved. Its state, the plays
 * shown on it and the contest's status are to be read again, so an open page shows a close at once.
 */
const RaceChangedEventSchema = z.object({
  type: z.literal(CONTEST_EVENT_TYPES.raceChanged),
  contestId: z.number().int(),
  /** The race (not the contest race) that changed. */
  raceId: z.number().int(),
});

export const ContestEventSchema = z.discriminatedUnion('type', [
  ChatMessageEventSchema,
  ChatMessageDeletedEventSchema,
  LeaderboardChangedEventSchema,
  RunnersChangedEventSchema,
  RaceChangedEventSchema,
]);
export type ContestEvent = z.infer<typeof ContestEventSchema>;

/** Events only signed-in viewers receive. */
export const isChatEvent = (event: ContestEvent) =>
  event.type === CONTEST_EVENT_TYPES.chatMessage || event.type === CONTEST_EVENT_TYPES.chatMessageDeleted;
