import { randomUUID } from 'node:crypto';
import { AuditEventType } from '@cj/shared/enums';
import { IDEMPOTENCY_MESSAGES } from '@cj/shared/idempotency';
import { PLAY_MESSAGES } from '@cj/shared/plays';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../src/db/schema/audit';
import { chatMessages, contestPlayers, wagers } from '../../src/db/schema/contests';
import { idempotencyKeys } from '../../src/db/schema/idempotency';
import { pruneIdempotencyKeys } from '../../src/modules/idempotency/service';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { chatContestWithPlayer } from '../chat-fixtures';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertPlayer, insertRace, updateRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();

const withKey = (account: TestAccount, key: string | undefined) => ({
  ...account.headers,
  ...(key === undefined ? {} : { 'idempotency-key': key }),
});

const play = (account: TestAccount, contestRaceId: number, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/race/${contestRaceId}/wager`,
    headers: withKey(account, key),
    payload,
  });

const enroll = (account: TestAccount, contest: number | string, key?: string) =>
  t.app.inject({ method: 'POST', url: `/api/contest/${contest}/enroll`, headers: withKey(account, key) });

const chat = (account: TestAccount, payload: object, key?: string) =>
  t.app.inject({ method: 'POST', url: '/api/chat', headers: withKey(account, key), payload });

/** A WinBankroll contest ($100) with one open race, and a player holding one entry in it. */
async function openRace(contestRace: Parameters<typeof addRaceToContest>[3] = {}) {
  const db = t.database.db;
  const contest = await insertContest(db, { format: 1 });
  const { race, runners } = await insertRace(db);
  const held = await addRaceToContest(db, contest.id, race.id, contestRace);
  const player = await signupAccount(t.app);
  const entry = await insertPlayer(db, contest.id, player.id, {
    bankrollCents: 10_000,
    leaderboardBankrollCents: 10_000,
  });
  return { contest, race, runners, contestRace: held, player, entry };
}

const playsOf = (entryId: number) =>
  t.database.db.select().from(wagers).where(eq(wagers.contestPlayerId, entryId));

const bankrollOf = async (entryId: number) =>
  (await t.database.db.select().from(contestPlayers).where(eq(contestPlayers.id, entryId)))[0]!.bankrollCents;

const keysOf = (account: TestAccount) =>
  t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.accountId, account.id));

describe('Idempotency-Key on POST /api/race/{id}/wager', () => {
  it('answers a retry with the first answer: one play, the stake spent once, audited once', async () => {
    const { contestRace, runners, player, entry } = await openRace();
    const key = randomUUID();
    const first = await play(player, contestRace.id, { amount: 12.5, runners: [runners[1]!.id] }, key);
    expect(first.statusCode).toBe(201);
    const again = await play(player, contestRace.id, { amount: 12.5, runners: [runners[1]!.id] }, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await playsOf(entry.id)).toHaveLength(1);
    expect(await bankrollOf(entry.id)).toBe(10_000 - 1_250);
    const placedRows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.accountId, player.id), eq(auditLogs.eventType, AuditEventType.WagerPlaced)));
    expect(placedRows).toHaveLength(1);
    expect(await keysOf(player)).toMatchObject([
      { key, request: `POST /api/race/${contestRace.id}/wager`, status: 201, body: first.json() },
    ]);
  });

  it('answers the first answer even once the race has closed, and without a key the same play is a new one', async () => {
    const { contestRace, race, runners, player, entry } = await openRace({ maxWagers: 2 });
    const admin = await signupAdministrator(t.app, t.database.db);
    const key = randomUUID();
    const payload = { amount: 5, runners: [runners[0]!.id] };
    const first = await play(player, contestRace.id, payload, key);
    expect(first.statusCode).toBe(201);
    const unkeyed = await play(player, contestRace.id, payload);
    expect(unkeyed.statusCode).toBe(201);
    expect(unkeyed.json().id).not.toBe(first.json().id);
    expect((await updateRace(t.app, admin.headers, race.id, { isWageringClosed: true })).statusCode).toBe(
      200,
    );
    const again = await play(player, contestRace.id, payload, key);
    expect([again.statusCode, again.json()]).toEqual([201, first.json()]);
    expect(await playsOf(entry.id)).toHaveLength(2);
    expect(await bankrollOf(entry.id)).toBe(10_000 - 1_000);
  });

  it('refuses the key with another body or another race (422), writing nothing', async () => {
    const { contestRace, runners, player, entry, contest } = await openRace({ maxWagers: 3 });
    const { race: other } = await insertRace(t.database.db);
    const otherContestRace = await addRaceToContest(t.database.db, contest.id, other.id, { maxWagers: 3 });
    const key = randomUUID();
    expect(
      (await play(player, contestRace.id, { amount: 5, runners: [runners[0]!.id] }, key)).statusCode,
    ).toBe(201);
    for (const response of [
      await play(player, contestRace.id, { amount: 6, runners: [runners[0]!.id] }, key),
      await play(player, contestRace.id, { amount: 5, runners: [runners[1]!.id] }, key),
      await play(player, otherContestRace.id, { amount: 5, runners: [runners[0]!.id] }, key),
    ]) {
      expect(response.json()).toMatchObject({ statusCode: 422, message: IDEMPOTENCY_MESSAGES.keyReused });
      expect(response.statusCode).toBe(422);
    }
    expect(await playsOf(entry.id)).toHaveLength(1);
    expect(await bankrollOf(entry.id)).toBe(10_000 - 500);
  });

  it("keeps keys per account: another account's play with the same key is its own", async () => {
    const { contest, contestRace, runners, player } = await openRace();
    const other = await signupAccount(t.app);
    const otherEntry = await insertPlayer(t.database.db, contest.id, other.id, {
      bankrollCents: 10_000,
      leaderboardBankrollCents: 10_000,
    });
    const key = randomUUID();
    const first = await play(player, contestRace.id, { amount: 5, runners: [runners[0]!.id] }, key);
    const second = await play(other, contestRace.id, { amount: 5, runners: [runners[0]!.id] }, key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toMatchObject({ player: otherEntry.id });
    expect(second.json().id).not.toBe(first.json().id);
  });

  it('stores no key for a refused play: the same key is tried again once the refusal is gone', async () => {
    const { contestRace, race, runners, player, entry } = await openRace();
    const admin = await signupAdministrator(t.app, t.database.db);
    await updateRace(t.app, admin.headers, race.id, { isWageringClosed: true });
    const key = randomUUID();
    const payload = { amount: 5, runners: [runners[0]!.id] };
    const refused = await play(player, contestRace.id, payload, key);
    expect(refused.json()).toMatchObject({ statusCode: 409, message: PLAY_MESSAGES.wageringClosed });
    expect(await keysOf(player)).toEqual([]);
    await updateRace(t.app, admin.headers, race.id, { isWageringClosed: false });
    const placed = await play(player, contestRace.id, payload, key);
    expect(placed.statusCode).toBe(201);
    expect(await playsOf(entry.id)).toHaveLength(1);
  });

  it('answers the first answer to a retried change of pick, which removed the old play once', async () => {
    const { contestRace, runners, player, entry } = await openRace();
    const placed = await play(player, contestRace.id, { amount: 10, runners: [runners[0]!.id] });
    const key = randomUUID();
    const change = { amount: 20, runners: [runners[2]!.id], replaces: placed.json().id };
    const first = await play(player, contestRace.id, change, key);
    expect(first.statusCode).toBe(201);
    const again = await play(player, contestRace.id, change, key);
    expect([again.statusCode, again.json()]).toEqual([201, first.json()]);
    expect((await playsOf(entry.id)).map((row) => row.runnerId)).toEqual([runners[2]!.id]);
    expect(await bankrollOf(entry.id)).toBe(10_000 - 2_000);
  });

  it('refuses a malformed key (400) with one message, placing nothing', async () => {
    const { contestRace, runners, player, entry } = await openRace();
    for (const key of ['', 'a'.repeat(101), 'has space', 'tab\there', 'clé']) {
      const response = await play(player, contestRace.id, { amount: 5, runners: [runners[0]!.id] }, key);
      expect(response.json(), JSON.stringify(key)).toMatchObject({
        statusCode: 400,
        message: IDEMPOTENCY_MESSAGES.badKey,
      });
    }
    expect(
      (await play(player, contestRace.id, { amount: 5, runners: [runners[0]!.id] }, 'k'.repeat(100)))
        .statusCode,
    ).toBe(201);
    expect(await playsOf(entry.id)).toHaveLength(1);
  });
});

describe('Idempotency-Key on POST /api/contest/{id}/enroll', () => {
  it('enrolls once for a retried key and again for a new one', async () => {
    const contest = await insertContest(t.database.db, { maxEntries: 2 });
    const player = await signupAccount(t.app);
    const key = randomUUID();
    const first = await enroll(player, contest.slug, key);
    expect(first.statusCode).toBe(201);
    const again = await enroll(player, contest.slug, key);
    expect([again.statusCode, again.json()]).toEqual([201, first.json()]);
    const entries = () =>
      t.database.db
        .select()
        .from(contestPlayers)
        .where(and(eq(contestPlayers.contestId, contest.id), eq(contestPlayers.accountId, player.id)));
    expect(await entries()).toHaveLength(1);
    const enrollments = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.accountId, player.id), eq(auditLogs.eventType, AuditEventType.ContestEnrollment)),
      );
    expect(enrollments).toHaveLength(1);
    const second = await enroll(player, contest.slug, randomUUID());
    expect(second.statusCode).toBe(201);
    expect(await entries()).toHaveLength(2);
    // The same key on another contest's enrollment is another request.
    const other = await insertContest(t.database.db);
    const reused = await enroll(player, other.slug, key);
    expect(reused.json()).toMatchObject({ statusCode: 422, message: IDEMPOTENCY_MESSAGES.keyReused });
  });

  it('refuses a malformed key (400)', async () => {
    const contest = await insertContest(t.database.db);
    const player = await signupAccount(t.app);
    const response = await enroll(player, contest.slug, 'x'.repeat(101));
    expect(response.json()).toMatchObject({ statusCode: 400, message: IDEMPOTENCY_MESSAGES.badKey });
    expect(await keysOf(player)).toEqual([]);
  });
});

describe('Idempotency-Key on POST /api/chat', () => {
  it('answers a retry with the first answer and refuses the key with another message (422)', async () => {
    const { contest, player } = await chatContestWithPlayer(t.app, t.database.db);
    const messageID = randomUUID();
    const payload = { messageID, contestSlug: contest.slug, message: 'Go 3!' };
    const first = await chat(player, payload, messageID);
    expect(first.statusCode).toBe(201);
    const again = await chat(player, payload, messageID);
    expect([again.statusCode, again.json()]).toEqual([201, first.json()]);
    const changed = await chat(player, { ...payload, message: 'Go 4!' }, messageID);
    expect(changed.json()).toMatchObject({ statusCode: 422, message: IDEMPOTENCY_MESSAGES.keyReused });
    const stored = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, messageID));
    expect(stored.map((row) => row.content)).toEqual(['Go 3!']);
  });

  it('takes the messageID as the key: another key is refused (400), and so is a malformed one', async () => {
    const { contest, player } = await chatContestWithPlayer(t.app, t.database.db);
    const messageID = randomUUID();
    const payload = { messageID, contestSlug: contest.slug, message: 'Hi' };
    const other = await chat(player, payload, randomUUID());
    expect(other.json()).toMatchObject({ statusCode: 400, message: IDEMPOTENCY_MESSAGES.chatKeyIsMessageId });
    const bad = await chat(player, payload, '');
    expect(bad.json()).toMatchObject({ statusCode: 400, message: IDEMPOTENCY_MESSAGES.badKey });
    expect(await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, messageID))).toEqual([]);
    expect((await chat(player, payload, messageID.toUpperCase())).statusCode).toBe(201);
  });
});

describe('keys kept a day', () => {
  it('prunes keys older than a day; a pruned key is a new request again', async () => {
    const contest = await insertContest(t.database.db, { maxEntries: 3 });
    const player = await signupAccount(t.app);
    const [old, young] = [randomUUID(), randomUUID()];
    expect((await enroll(player, contest.slug, old)).statusCode).toBe(201);
    expect((await enroll(player, contest.slug, young)).statusCode).toBe(201);
    const now = t.app.ctx.now();
    await t.database.db
      .update(idempotencyKeys)
      .set({
        createdAt: sql`${new Date(now.getTime() - 24 * 60 * 60_000 - 1_000).toISOString()}::timestamptz`,
      })
      .where(and(eq(idempotencyKeys.accountId, player.id), eq(idempotencyKeys.key, old)));
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`${new Date(now.getTime() - 23 * 60 * 60_000).toISOString()}::timestamptz` })
      .where(and(eq(idempotencyKeys.accountId, player.id), eq(idempotencyKeys.key, young)));
    expect(await pruneIdempotencyKeys(t.app.ctx, now)).toBeGreaterThanOrEqual(1);
    expect((await keysOf(player)).map((row) => row.key)).toEqual([young]);
    expect((await enroll(player, contest.slug, old)).statusCode).toBe(201);
    const entries = await t.database.db
      .select()
      .from(contestPlayers)
      .where(and(eq(contestPlayers.contestId, contest.id), eq(contestPlayers.accountId, player.id)));
    expect(entries).toHaveLength(3);
  });
});
