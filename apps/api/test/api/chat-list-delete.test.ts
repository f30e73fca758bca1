import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES } from '@cj/shared/chat';
import { GENERIC_MESSAGES } from '@cj/shared/errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages, contests } from '../../src/db/schema/contests';
import { signupAccount, signupAdministrator } from '../accounts-helpers';
import { chatContestWithPlayer, deleteChat, getChat, postChat } from '../chat-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();

/** A chat contest with `count` messages "message 0".. posted in order by one player. */
async function contestWithMessages(count: number) {
  const { contest, player } = await chatContestWithPlayer(t.app, t.database.db);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await postChat(t.app, player.headers, {
      contestSlug: contest.slug,
      message: `message ${i}`,
    });
    expect(response.statusCode).toBe(201);
    ids.push(response.json().messageId);
  }
  return { contest, player, ids };
}

const contents = (body: { content: string }[]) => body.map((message) => message.content);

describe('GET /api/chat/{id}', () => {
  it('answers pages of 10, newest first, by slug or id', async () => {
    const { contest, player } = await contestWithMessages(12);
    const first = await getChat(t.app, player.headers, contest.slug);
    expect(first.statusCode).toBe(200);
    expect(contents(first.json())).toEqual(Array.from({ length: 10 }, (_, i) => `message ${11 - i}`));
    const second = await getChat(t.app, player.headers, contest.id, '?offset=10');
    expect(contents(second.json())).toEqual(['message 1', 'message 0']);
    const counted = await getChat(t.app, player.headers, contest.slug, '?offset=1&count=2');
    expect(contents(counted.json())).toEqual(['message 10', 'message 9']);
  });

  it('reads unreadable or out-of-range offset and count as the defaults', async () => {
    const { contest, player } = await contestWithMessages(11);
    for (const query of ['?offset=-3&count=abc', '?offset=x&count=0', '?count=5000']) {
      const response = await getChat(t.app, player.headers, contest.slug, query);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(10);
      expect(response.json()[0].content).toBe('message 10');
    }
  });

  it('names each sender by the one rule (Chatty W.) for every reader, administrators too: no full last name', async () => {
    const { contest, player } = await chatContestWithPlayer(t.app, t.database.db, {
      lastName: 'Wojciechowski',
    });
    expect(
      (await postChat(t.app, player.headers, { contestSlug: contest.slug, message: 'Hi' })).statusCode,
    ).toBe(201);
    const rival = await signupAccount(t.app);
    const admin = await signupAdministrator(t.app, t.database.db);
    for (const reader of [rival, player, admin]) {
      const response = await getChat(t.app, reader.headers, contest.slug);
      expect(response.json()).toEqual([
        expect.objectContaining({ sender: { id: player.id, name: 'Chatty W.' }, content: 'Hi' }),
      ]);
      expect(response.body).not.toContain('Wojciechowski');
    }
  });

  it('is open to any signed-in account that can see the contest, entered or not', async () => {
    const { contest } = await contestWithMessages(1);
    const visitor = await signupAccount(t.app);
    const response = await getChat(t.app, visitor.headers, contest.slug);
    expect(response.statusCode).toBe(200);
    expect(contents(response.json())).toEqual(['message 0']);
  });

  it('needs a session (401)', async () => {
    const { contest } = await contestWithMessages(0);
    const response = await getChat(t.app, undefined, contest.slug);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(GENERIC_MESSAGES.unauthorized);
  });

  it('answers 404 for an unknown contest and 403 once chat is turned off', async () => {
    const { contest, player } = await contestWithMessages(1);
    const unknown = await getChat(t.app, player.headers, 'no-such-contest');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CHAT_MESSAGES.contestNotFound);
    await t.database.db.update(contests).set({ chatEnabled: false }).where(eq(contests.id, contest.id));
    const off = await getChat(t.app, player.headers, contest.slug);
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(CHAT_MESSAGES.chatDisabled);
  });
});

describe('DELETE /api/chat/messages/{id}', () => {
  it('lets an administrator delete a message (204): it leaves the list, a resend does not bring it back', async () => {
    const { contest, player, ids } = await contestWithMessages(2);
    const admin = await signupAdministrator(t.app, t.database.db);
    const response = await deleteChat(t.app, admin.headers, ids[0]!);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(contents((await getChat(t.app, player.headers, contest.slug)).json())).toEqual(['message 1']);
    const [row] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, ids[0]!));
    expect(row!.deletedAt).not.toBeNull();

    await postChat(t.app, player.headers, {
      messageID: ids[0]!,
      contestSlug: contest.slug,
      message: 'again',
    });
    expect(contents((await getChat(t.app, player.headers, contest.slug)).json())).toEqual(['message 1']);
  });

  it('answers 404 for a message already deleted, unknown, or not a UUID', async () => {
    const { ids } = await contestWithMessages(1);
    const admin = await signupAdministrator(t.app, t.database.db);
    expect((await deleteChat(t.app, admin.headers, ids[0]!)).statusCode).toBe(204);
    for (const id of [ids[0]!, randomUUID(), 'not-a-uuid']) {
      const response = await deleteChat(t.app, admin.headers, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(CHAT_MESSAGES.messageNotFound);
    }
  });

  it('is for administrators: 401 anonymous, 403 for the message’s own sender', async () => {
    const { player, ids } = await contestWithMessages(1);
    const anonymous = await deleteChat(t.app, undefined, ids[0]!);
    expect(anonymous.statusCode).toBe(401);
    const sender = await deleteChat(t.app, player.headers, ids[0]!);
    expect(sender.statusCode).toBe(403);
    expect(sender.json().message).toBe(GENERIC_MESSAGES.forbidden);
    const [row] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, ids[0]!));
    expect(row!.deletedAt).toBeNull();
  });
});
