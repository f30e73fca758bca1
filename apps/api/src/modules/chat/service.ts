import type { SendChatMessageSchema } from '@cj/shared/chat';
import { CHAT_MESSAGES, type ChatMessage } from '@cj/shared/chat';
import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import { IDEMPOTENCY_MESSAGES } from '@cj/shared/idempotency';
import type { z } from 'zod';
import type { AppContext, SessionAccount } from '../../app-context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import type { IdempotentRequest } from '../../lib/idempotency-request';
import { findContestForViewer } from '../contests/lookup';
import { type Answer, answerOnce } from '../idempotency/service';
import {
  findChatMessage,
  hasPlayer,
  insertChatMessage,
  listChatMessages,
  markChatMessageDeleted,
} from './repository';
import { toChatMessage } from './views';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A contest whose chat `account` may take part in: visible to them, with chat enabled. Posting also needs an entry
 * in it (administrators may post without one, to moderate).
 */
async function chatContest(ctx: AppContext, idOrSlug: string, account: SessionAccount) {
  const contest = await findContestForViewer(ctx.db, idOrSlug, account);
  if (!contest) throw notFound(CHAT_MESSAGES.contestNotFound);
  if (!contest.chatEnabled) throw forbidden(CHAT_MESSAGES.chatDisabled);
  return contest;
}

/**
 * POST /chat. The id is the client's: a resend of a message already stored answers that message and stores
 * nothing; an id another sender or contest holds is a conflict. With an Idempotency-Key, which must be the
 * messageID, a resend answers the first answer and a different message under the key is refused (decision 056). A
 * new message goes out to live listeners once stored.
 */
export async function sendChatMessage(
  ctx: AppContext,
  account: SessionAccount,
  input: z.output<typeof SendChatMessageSchema>,
  idempotency: IdempotentRequest | null = null,
): Promise<Answer<ChatMessage>> {
  const id = input.messageID.toLowerCase();
  if (idempotency && idempotency.key.toLowerCase() !== id) {
    throw badRequest(IDEMPOTENCY_MESSAGES.chatKeyIsMessageId);
  }
  const contest = await chatContest(ctx, input.contestSlug, account);
  if (!account.isAdministrator && !(await hasPlayer(ctx.db, contest.id, account.id))) {
    throw forbidden(CHAT_MESSAGES.notEntered);
  }
  let stored = false;
  const answer = await answerOnce(ctx, account, idempotency, 'chat message', 201, async (tx) => {
    stored = await insertChatMessage(tx, {
      id,
      contestId: contest.id,
      accountId: account.id,
      content: input.message,
    });
    const row = await findChatMessage(tx, id);
    if (!row || row.contestId !== contest.id || row.sender.id !== account.id) {
      throw conflict(CHAT_MESSAGES.messageIdTaken);
    }
    return toChatMessage(row);
  });
  if (stored && !answer.replayed) {
    await ctx.events.publish({
      type: CONTEST_EVENT_TYPES.chatMessage,
      contestId: contest.id,
      message: answer.body,
    });
  }
  return answer;
}

/** GET /chat/{id}?offset&count: a page of the contest's messages, newest first. */
export async function chatMessagePage(
  ctx: AppContext,
  account: SessionAccount,
  idOrSlug: string,
  offset: number,
  count: number,
): Promise<ChatMessage[]> {
  const contest = await chatContest(ctx, idOrSlug, account);
  return (await listChatMessages(ctx.db, contest.id, offset, count)).map(toChatMessage);
}

/** DELETE /chat/messages/{id} (administrators): the message disappears for everyone, live listeners included. */
export async function deleteChatMessage(ctx: AppContext, idText: string): Promise<void> {
  const id = idText.toLowerCase();
  if (!UUID.test(id)) throw notFound(CHAT_MESSAGES.messageNotFound);
  const contestId = await markChatMessageDeleted(ctx.db, id, ctx.now());
  if (contestId === null) throw notFound(CHAT_MESSAGES.messageNotFound);
  await ctx.events.publish({ type: CONTEST_EVENT_TYPES.chatMessageDeleted, contestId, messageId: id });
}
