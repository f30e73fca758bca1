import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES } from '@cj/shared/chat';
import { GENERIC_MESSAGES } from '@cj/shared/errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages } from '../../src/db/schema/contests';
import { signupAccount, signupAdministrator } from '../accounts-helpers';
import { chatContestWithPlayer, postChat } from '../chat-fixtures';
import { insertContest } from '../fixtures';
import { insertPlayer } from '../race-fixtures';
import { createTestApp, useTestApp } from '../test-app';

const t = useTestApp();

const storedWithId = (id: string) => t.database.db.select().from(chatMessages).where(eq(chatMessages.id, id));

describe('POST /api/chat', () => {
  it('stores a player’s message and answers it with its sender (201)', async () => {
    const { contest, player } = await chatContestWithPlayer(t.app, t.database.db, { firstName: 'Rosa' });
    const messageID = randomUUID();
    const response = await postChat(t.app, player.headers, {
      messageID,
      contestSlug: contest.slug,
      message: '  Go Runner 3!  ',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      messageId: messageID,
      sender: { id: player.id, name: 'Rosa P.' },
      content: 'Go Runner 3!',
    });
    expect(Date.parse(body.createdAt)).not.toBeNaN();
    expect(Object.keys(body.sender).sort()).toEqual(['id', 'name']);
    expect(await storedWithId(messageID)).toHaveLength(1);
  });

  it('stores one message when the same id is sent twice, and answers the stored one both times', async () => {
    const { contest, player } = await chatContestWithPlayer(t.app, t.database.db);
    const messageID = randomUUID();
    const first = await postChat(t.app, player.headers, {
      messageID,
      contestSlug: contest.slug,
      message: 'Hi',
    });
    const again = await postChat(t.app, player.headers, {
      messageID: messageID.toUpperCase(),
      contestSlug: contest.slug,
      message: 'Hi (resent)',
    });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(await storedWithId(messageID)).toHaveLength(1);
  });

  it('refuses an id another sender already used (409) and leaves their message alone', async () => {
    const { contest, player } = await chatContestWithPlayer(t.app, t.database.db);
    const other = await signupAccount(t.app);
    await insertPlayer(t.database.db, contest.id, other.id);
    const messageID = randomUUID();
    await postChat(t.app, player.headers, { messageID, contestSlug: contest.slug, message: 'Mine' });
    const response = await postChat(t.app, other.headers, {
      messageID,
      contestSlug: contest.slug,
      message: 'Theirs',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CHAT_MESSAGES.messageIdTaken);
    expect((await storedWithId(messageID))[0]!.content).toBe('Mine');
  });

  it('keeps HTML as plain text: stored and answered exactly as typed', async () => {
    const { contest, player } = await chatContestWithPlayer(t.app, t.database.db);
    const text = '<img src=x onerror="alert(1)"> <b>bold</b> & more';
    const response = await postChat(t.app, player.headers, { contestSlug: contest.slug, message: text });
    expect(response.statusCode).toBe(201);
    expect(response.json().content).toBe(text);
  });

  it.each([
    ['a missing message', { message: undefined }, CHAT_MESSAGES.messageRequired],
    ['a blank message', { message: '   \n\t ' }, CHAT_MESSAGES.messageRequired],
    ['a message of NUL characters only', { message: '\u0000\u0000' }, CHAT_MESSAGES.messageRequired],
    ['a message that is not text', { message: 42 }, CHAT_MESSAGES.messageRequired],
    ['a message over 1,000 characters', { message: 'x'.repeat(1001) }, CHAT_MESSAGES.messageTooLong],
    ['a messageID that is not a UUID', { messageID: 'not-a-uuid' }, CHAT_MESSAGES.messageIdRequired],
    ['a missing contest', { contestSlug: '' }, CHAT_MESSAGES.contestRequired],
  ])('refuses %s (400)', async (_, payload, message) => {
    const { contest, player } = await chatContestWithPlayer(t.app, t.database.db);
    const response = await postChat(t.app, player.headers, {
      contestSlug: contest.slug,
      message: 'hello',
      ...payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('accepts exactly 1,000 characters, and drops NUL characters PostgreSQL cannot store', async () => {
    const { contest, player } = await chatContestWithPlayer(t.app, t.database.db);
    const full = await postChat(t.app, player.headers, {
      contestSlug: contest.slug,
      message: 'y'.repeat(1000),
    });
    expect(full.statusCode).toBe(201);
    const nul = await postChat(t.app, player.headers, { contestSlug: contest.slug, message: 'a\u0000b' });
    expect(nul.statusCode).toBe(201);
    expect(nul.json().content).toBe('ab');
  });

  it('needs a session (401)', async () => {
    const { contest } = await chatContestWithPlayer(t.app, t.database.db);
    const response = await postChat(t.app, undefined, { contestSlug: contest.slug, message: 'hi' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(GENERIC_MESSAGES.unauthorized);
  });

  it('refuses a signed-in account that has no entry in the contest (403)', async () => {
    const { contest } = await chatContestWithPlayer(t.app, t.database.db);
    const visitor = await signupAccount(t.app);
    const response = await postChat(t.app, visitor.headers, { contestSlug: contest.slug, message: 'hi' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(CHAT_MESSAGES.notEntered);
  });

  it('refuses a contest whose chat is not enabled (403)', async () => {
    const contest = await insertContest(t.database.db, { chatEnabled: false });
    const player = await signupAccount(t.app);
    await insertPlayer(t.database.db, contest.id, player.id);
    const response = await postChat(t.app, player.headers, { contestSlug: contest.slug, message: 'hi' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(CHAT_MESSAGES.chatDisabled);
  });

  it('answers 404 for an unknown contest and for one players cannot see', async () => {
    const { player } = await chatContestWithPlayer(t.app, t.database.db);
    const hidden = await insertContest(t.database.db, { chatEnabled: true, isPublished: false });
    await insertPlayer(t.database.db, hidden.id, player.id);
    for (const contestSlug of ['no-such-contest', hidden.slug]) {
      const response = await postChat(t.app, player.headers, { contestSlug, message: 'hi' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(CHAT_MESSAGES.contestNotFound);
    }
  });

  it('lets an administrator post without an entry, to moderate', async () => {
    const { contest } = await chatContestWithPlayer(t.app, t.database.db);
    const admin = await signupAdministrator(t.app, t.database.db);
    const response = await postChat(t.app, admin.headers, { contestSlug: contest.slug, message: 'Be kind.' });
    expect(response.statusCode).toBe(201);
  });
});

describe('POST /api/chat rate limit', () => {
  it('refuses a flood from one account (429) while another account still posts', async () => {
    const limited = await createTestApp({ rateLimits: { enabled: true, chatPerAccount: 3 } });
    try {
      const db = limited.database.db;
      const { contest, player } = await chatContestWithPlayer(limited.app, db);
      const other = await signupAccount(limited.app);
      await insertPlayer(db, contest.id, other.id);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await postChat(limited.app, player.headers, {
          contestSlug: contest.slug,
          message: `message ${i}`,
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().message).toBe(GENERIC_MESSAGES.rateLimited);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      const fromOther = await postChat(limited.app, other.headers, {
        contestSlug: contest.slug,
        message: 'me',
      });
      expect(fromOther.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
