import { ContestEventSchema } from '@cj/shared/contest-events';
import { z } from 'zod';

/**
 * Sessions of an account ended (logout, a lock, a password reset): every instance closes the live-event streams
 * they opened. `sessionId` null means every session of the account. Internal to the API, never sent to a client.
 */
export const SessionsEndedSchema = z.object({
  type: z.literal('sessions-ended'),
  accountId: z.number().int(),
  sessionId: z.number().int().nullable(),
});
export type SessionsEnded = Omit<z.infer<typeof SessionsEndedSchema>, 'type'>;

/** What travels on the bus (and on the Redis channel): a contest's live event or a sessions-ended notice. */
export const BusMessageSchema = z.union([ContestEventSchema, SessionsEndedSchema]);
export type BusMessage = z.infer<typeof BusMessageSchema>;
