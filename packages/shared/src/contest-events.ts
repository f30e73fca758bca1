import { z } from 'zod';
import { ChatMessageSchema } from './chat';
import { CONTEST_EVENT_TYPES } from './contest-event-types';

/**
 * What GET /api/contest/{id}/events streams (Server-Sent Events). Each event's SSE name is its `type`, and its data
 * is this object as JSON. Chat events reach signed-in viewers only; 'leaderboard-changed' reaches everyone. The
 * names live in contest-event-types.ts, with a check of the shape that needs no zod (the web's).
 */
export { CONTEST_EVENT_TYPES };

export const ChatMessageEventSchema = z.object({
  type: z.literal(CONTEST_EVENT_TYPES.chatMessage),
  contestId: z.number().int(),
  message: ChatMessageSchema,
});

export const ChatMessageDeletedEventSchema = z.object({
  type: z.literal(CONTEST_EVENT_TYPES.chatMessageDeleted),
  contestId: z.number().int(),
  messageId: z.string(),
});

/** A race of the contest was finalized: standings, bankrolls and results changed. */
export const LeaderboardChangedEventSchema = z.object({
  type: z.literal(CONTEST_EVENT_TYPES.leaderboardChanged),
  contestId: z.number().int(),
});

export const ContestEventSchema = z.discriminatedUnion('type', [
  ChatMessageEventSchema,
  ChatMessageDeletedEventSchema,
  LeaderboardChangedEventSchema,
]);
export type ContestEvent = z.infer<typeof ContestEventSchema>;

/** Events only signed-in viewers receive. */
export const isChatEvent = (event: ContestEvent) => event.type !== CONTEST_EVENT_TYPES.leaderboardChanged;
