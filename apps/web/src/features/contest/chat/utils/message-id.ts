import { newIdempotencyKey } from '@/lib/idempotency-key';

/**
 * A random (version 4) UUID for a new message: the message's id, and the Idempotency-Key its sending carries
 * (the API takes a chat message's messageID as its key).
 */
export const newMessageId = (): string => newIdempotencyKey();
