import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { chatMessages, contestPlayers } from '../../db/schema/contests';

const messageColumns = {
  id: chatMessages.id,
  contestId: chatMessages.contestId,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
  deletedAt: chatMessages.deletedAt,
  sender: { id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName },
};
export type ChatMessageRow = NonNullable<Awaited<ReturnType<typeof findChatMessage>>>;

/** Stores a message unless its id is taken; true when this call stored it. */
export async function insertChatMessage(
  db: DbOrTx,
  row: { id: string; contestId: number; accountId: number; content: string },
): Promise<boolean> {
  const inserted = await db
    .insert(chatMessages)
    .values(row)
    .onConflictDoNothing({ target: chatMessages.id })
    .returning({ id: chatMessages.id });
  return inserted.length === 1;
}

export async function findChatMessage(db: DbOrTx, id: string) {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(accounts, eq(accounts.id, chatMessages.accountId))
    .where(eq(chatMessages.id, id));
  return row ?? null;
}

/** A page of a contest's messages, newest first, deleted ones left out. */
export async function listChatMessages(db: DbOrTx, contestId: number, offset: number, count: number) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(accounts, eq(accounts.id, chatMessages.accountId))
    .where(and(eq(chatMessages.contestId, contestId), isNull(chatMessages.deletedAt)))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(count)
    .offset(offset);
}

/**
 * Marks a message deleted (kept, so a resent copy of it is not stored again); the contest it was in, or null
 * when there is no such message or it was already deleted.
 */
export async function markChatMessageDeleted(db: DbOrTx, id: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(chatMessages)
    .set({ deletedAt: now })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
    .returning({ contestId: chatMessages.contestId });
  return row?.contestId ?? null;
}

export async function hasPlayer(db: DbOrTx, contestId: number, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contestPlayers.id })
    .from(contestPlayers)
    .where(and(eq(contestPlayers.contestId, contestId), eq(contestPlayers.accountId, accountId)))
    .limit(1);
  return row !== undefined;
}
