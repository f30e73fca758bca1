import { z } from 'zod';
import { IsoDateTime } from './common';
import { LIMITS, PAGE_SIZE } from './constants';

export const CHAT_MESSAGES = {
  messageIdRequired: 'Message ID must be a UUID.',
  contestRequired: 'Contest is required.',
  messageRequired: 'Message is required.',
  messageTooLong: `Message must be at most ${LIMITS.chatMessageMax.toLocaleString('en-US')} characters.`,
  contestNotFound: 'Contest not found.',
  chatDisabled: 'Chat is not enabled for this contest.',
  notEntered: 'Only players in this contest can chat.',
  messageIdTaken: 'This message ID is already in use.',
  messageNotFound: 'Message not found.',
  // The web app's own texts.
  enterToChat: 'Enter this contest to chat.',
  noMessages: 'No messages yet. Say hello!',
  deleteConfirmation: 'Are you sure you want to delete this message?',
} as const;

/** The most messages one GET /chat/{id} answers. */
const CHAT_COUNT_MAX = 50;

/**
 * The text of a message as stored: NUL characters removed (PostgreSQL text cannot hold them), outer whitespace
 * trimmed, then 1 to 1,000 characters.
 */
const ChatMessageTextSchema = z
  .string({ error: CHAT_MESSAGES.messageRequired })
  .transform((value) => value.replaceAll('\u0000', '').trim())
  .pipe(
    z.string().min(1, CHAT_MESSAGES.messageRequired).max(LIMITS.chatMessageMax, CHAT_MESSAGES.messageTooLong),
  );

/** POST /chat (spec §3): the client makes the UUID, so sending the same message twice stores it once. */
export const SendChatMessageSchema = z.strictObject({
  messageID: z.uuid({ error: CHAT_MESSAGES.messageIdRequired }),
  contestSlug: z
    .string({ error: CHAT_MESSAGES.contestRequired })
    .trim()
    .min(1, CHAT_MESSAGES.contestRequired),
  message: ChatMessageTextSchema,
});

/** GET /chat/{id}?offset&count: newest first; bad values read as the defaults rather than failing a list. */
export const ChatPageQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(10_000_000).catch(0).default(0),
  count: z.coerce.number().int().min(1).max(CHAT_COUNT_MAX).catch(PAGE_SIZE.chat).default(PAGE_SIZE.chat),
});

/**
 * Who wrote a message: their account id (so a client knows its own messages) and their name as the one rule shows a
 * player to others (rules/player-name.ts, 'Ada L.'), never the full last name. The same for every reader, administrators
 * included: a live message goes to every listener of the contest at once.
 */
const ChatSenderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});

/** A chat message (spec §3); `content` is plain text, never HTML. */
export const ChatMessageSchema = z.object({
  messageId: z.string(),
  sender: ChatSenderSchema,
  content: z.string(),
  createdAt: IsoDateTime,
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;
