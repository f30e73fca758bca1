import { ContestEventSchema } from '@cj/shared/contest-events';
import { z } from 'zod';

/**
 * Sessions ended, so every instance closes the live-event streams they opened: one session (`sessionId`, a logout)
 * or every session of an account (`accountId`, a lock or a password reset). Internal to the API, never sent to a
 * client.
 */
const SessionsEndedSchema = z.union([
  z.object({ type: z.literal('sessions-ended'), sessionId: z.number().int() }),
  z.object({ type: z.literal('sessions-ended'), accountId: z.number().int() }),
]);
export type SessionsEnded = { sessionId: number } | { accountId: number };

/** What travels on the bus (and on the Redis channel): a contest's live event or a sessions-ended notice. */
export const BusMessageSchema = z.union([ContestEventSchema, SessionsEndedSchema]);
export type BusMessage = z.infer<typeof BusMessageSchema>;
