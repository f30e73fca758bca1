import { AuditEventType } from '@cj/shared/enums';
import { PLAYER_ADMIN_MESSAGES } from '@cj/shared/player-admin';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../src/db/schema/audit';
import { contestPlayers, wagers } from '../../src/db/schema/contests';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertPlayer, insertPlayers, insertRace, placePlay } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
});

const M = PLAYER_ADMIN_MESSAGES;
type Id = number | string;
const addPlayers = (contest: Id, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/contest/${contest}/players`, headers: admin.headers, payload });
const getPlayer = (contest: Id, player: Id) =>
  t.app.inject({ method: 'GET', url: `/api/contest/${contest}/players/${player}`, headers: admin.headers });
const editPlayer = (contest: Id, player: Id, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/contest/${contest}/players/${player}`,
    headers: admin.headers,
    payload,
  });
const removePlayer = (player: Id) =>
  t.app.inject({ method: 'DELETE', url: `/api/players/${player}`, headers: admin.headers });

const badRequest = (message: string) => ({ statusCode: 400, error: 'Bad Request', message });
const entriesOf = (contestId: number) =>
  t.database.db.select().from(contestPlayers).where(eq(contestPlayers.contestId, contestId));
const ranksOf = async (contestId: number) =>
  Object.fromEntries((await entriesOf(contestId)).map((entry) => [entry.id, entry.rank]));

describe('POST /api/contest/{id}/players', () => {
  it('enters each account once, even with enrollment closed, and answers the entries added with their accounts', async () => {
    const contest = await insertContest(t.database.db, {
      isEnrollmentOpen: false,
      isPublished: false,
      format: 1,
      startingBankrollCents: 25_000,
    });
    const ann = await signupAccount(t.app, { firstName: 'Ann', lastName: 'lee' });
    const bob = await signupAccount(t.app, { firstName: 'Bob', lastName: 'Stone' });
    const response = await addPlayers(contest.slug, { accounts: [ann.id, bob.id, ann.id] });
    expect(response.statusCode).toBe(201);
    const added = response.json() as { id: number; name: string }[];
    expect(added).toHaveLength(2);
    expect(added).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(Number),
          contestID: contest.id,
          name: 'Ann L.',
          rank: null,
          bankroll: 250,
          leaderboardBankroll: 250,
          hiddenPlays: 0,
          picksLeft: 0,
          nowRunning: null,
          account: { id: ann.id, firstName: 'Ann', lastName: 'lee', email: ann.email },
        },
        expect.objectContaining({
          name: 'Bob S.',
          bankroll: 250,
          account: expect.objectContaining({ id: bob.id }),
        }),
      ]),
    );
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.contestId, contest.id), eq(auditLogs.eventType, AuditEventType.ContestEnrollment)),
      );
    expect(audit.map((row) => row.content).sort()).toEqual([
      `${admin.email} entered ${ann.email} in ${contest.name} (entry 1).`,
      `${admin.email} entered ${bob.email} in ${contest.name} (entry 1).`,
    ]);
  });

  it('skips accounts that hold an entry already, so maxEntries is respected', async () => {
    const contest = await insertContest(t.database.db, { format: 2, maxEntries: 1 });
    const [held, fresh] = await insertPlayers(t.database.db, 2, 'admin-add');
    await insertPlayer(t.database.db, contest.id, held!.id);
    const response = await addPlayers(contest.id, { accounts: [held!.id, fresh!.id] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual([
      expect.objectContaining({
        bankroll: 0,
        leaderboardBankroll: 0,
        account: expect.objectContaining({ id: fresh!.id }),
      }),
    ]);
    expect((await addPlayers(contest.id, { accounts: [held!.id, fresh!.id] })).json()).toEqual([]);
    expect(await entriesOf(contest.id)).toHaveLength(2);
  });

  it('ranks a newcomer when the contest is already ranked', async () => {
    const contest = await insertContest(t.database.db);
    const [leader, newcomer] = await insertPlayers(t.database.db, 2, 'admin-rank');
    await insertPlayer(t.database.db, contest.id, leader!.id, { leaderboardBankrollCents: 50_000, rank: 1 });
    const [added] = (await addPlayers(contest.id, { accounts: [newcomer!.id] })).json();
    expect(added).toMatchObject({ leaderboardBankroll: 100, rank: 2 });
  });

  it("answers 'Please select at least one account.' for an empty or malformed list", async () => {
    const contest = await insertContest(t.database.db);
    for (const payload of [
      {},
      { accounts: [] },
      { accounts: null },
      { accounts: ['abc'] },
      { accounts: [0] },
    ]) {
      expect((await addPlayers(contest.id, payload)).json(), JSON.stringify(payload)).toEqual(
        badRequest(M.selectAccount),
      );
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await addPlayers(contest.id, { accounts: tooMany })).json()).toEqual(
      badRequest(M.tooManyAccounts),
    );
  });

  it('answers 404 for an unknown account or contest and 409 for a cancelled contest, adding no one', async () => {
    const contest = await insertContest(t.database.db);
    const [account] = await insertPlayers(t.database.db, 1, 'admin-missing');
    for (const accounts of [[account!.id, 999_999_999], [99_999_999_999]]) {
      const response = await addPlayers(contest.id, { accounts });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(M.accountNotFound);
    }
    expect(await entriesOf(contest.id)).toEqual([]);
    const unknown = await addPlayers('no-such-contest', { accounts: [account!.id] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PLAYER_MESSAGES.contestNotFound);

    const cancelled = await insertContest(t.database.db, { isCancelled: true });
    const refused = await addPlayers(cancelled.id, { accounts: [account!.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PLAYER_MESSAGES.contestCancelled);
  });
});

describe('GET /api/contest/{id}/players/{playerId}', () => {
  it('answers the entry with its account, by contest slug or id', async () => {
    const contest = await insertContest(t.database.db, { isPublished: false });
    const owner = await signupAccount(t.app, { firstName: 'Cy', lastName: 'Young' });
    const entry = await insertPlayer(t.database.db, contest.id, owner.id, {
      name: 'Cy Y.',
      bankrollCents: 1234,
      leaderboardBankrollCents: 5678,
      rank: 3,
    });
    const expected = {
      id: entry.id,
      contestID: contest.id,
      name: 'Cy Y.',
      rank: 3,
      bankroll: 12.34,
      leaderboardBankroll: 56.78,
      hiddenPlays: 0,
      picksLeft: 0,
      nowRunning: null,
      account: { id: owner.id, firstName: 'Cy', lastName: 'Young', email: owner.email },
    };
    for (const key of [contest.slug, String(contest.id)]) {
      const response = await getPlayer(key, entry.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
    }
  });

  it("answers 'Player not found' for an entry of another contest or an id that names nothing", async () => {
    const contest = await insertContest(t.database.db);
    const other = await insertContest(t.database.db);
    const [account] = await insertPlayers(t.database.db, 1, 'admin-get');
    const entry = await insertPlayer(t.database.db, other.id, account!.id);
    for (const playerId of [String(entry.id), 'abc', '99999999999', '0']) {
      const response = await getPlayer(contest.id, playerId);
      expect(response.statusCode, playerId).toBe(404);
      expect(response.json().message).toBe(PLAYER_MESSAGES.playerNotFound);
    }
    expect((await getPlayer('no-such-contest', entry.id)).json().message).toBe(
      PLAYER_MESSAGES.contestNotFound,
    );
  });
});

describe('PUT /api/contest/{id}/players/{playerId}', () => {
  it('saves name and bankrolls (numbers or text of dollars) and ranks the contest again', async () => {
    const contest = await insertContest(t.database.db);
    const [a, b, c] = await insertPlayers(t.database.db, 3, 'admin-edit');
    const first = await insertPlayer(t.database.db, contest.id, a!.id, {
      leaderboardBankrollCents: 30_000,
      rank: 1,
    });
    const second = await insertPlayer(t.database.db, contest.id, b!.id, {
      leaderboardBankrollCents: 20_000,
      rank: 2,
    });
    const third = await insertPlayer(t.database.db, contest.id, c!.id, {
      leaderboardBankrollCents: 10_000,
      rank: 3,
    });

    const response = await editPlayer(contest.slug, third.id, {
      name: '  Comeback Kid ',
      bankroll: '150.5',
      leaderboardBankroll: 400,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: third.id,
      name: 'Comeback Kid',
      bankroll: 150.5,
      leaderboardBankroll: 400,
      rank: 1,
      account: expect.objectContaining({ id: c!.id }),
    });
    expect(await ranksOf(contest.id)).toEqual({ [third.id]: 1, [first.id]: 2, [second.id]: 3 });

    await editPlayer(contest.id, second.id, { name: 'Tied', bankroll: 0, leaderboardBankroll: '300.00' });
    expect(await ranksOf(contest.id)).toEqual({ [third.id]: 1, [first.id]: 2, [second.id]: 2 });
  });

  it('ranks a contest not ranked before', async () => {
    const contest = await insertContest(t.database.db);
    const [a, b] = await insertPlayers(t.database.db, 2, 'admin-unranked');
    const low = await insertPlayer(t.database.db, contest.id, a!.id);
    const high = await insertPlayer(t.database.db, contest.id, b!.id);
    await editPlayer(contest.id, low.id, { name: 'Low', bankroll: 10, leaderboardBankroll: 10 });
    expect(await ranksOf(contest.id)).toEqual({ [high.id]: 1, [low.id]: 2 });
  });

  it('answers the spec messages in the form order', async () => {
    const contest = await insertContest(t.database.db);
    const [account] = await insertPlayers(t.database.db, 1, 'admin-messages');
    const entry = await insertPlayer(t.database.db, contest.id, account!.id);
    const valid = { name: 'Name', bankroll: 10, leaderboardBankroll: 10 };
    const cases: [object, string][] = [
      [{}, M.nameRequired],
      [{ ...valid, name: ' ' }, M.nameRequired],
      [{ ...valid, bankroll: undefined }, M.bankrollRequired],
      [{ ...valid, bankroll: '' }, M.bankrollRequired],
      [{ ...valid, bankroll: null }, M.bankrollRequired],
      [{ ...valid, bankroll: -1 }, M.bankrollRequired],
      [{ ...valid, bankroll: '-0.50' }, M.bankrollRequired],
      [{ ...valid, bankroll: 'lots' }, M.bankrollNotANumber],
      [{ ...valid, bankroll: '1e3' }, M.bankrollNotANumber],
      [{ ...valid, bankroll: 1.234 }, M.bankrollNotANumber],
      [{ ...valid, bankroll: true }, M.bankrollNotANumber],
      [{ ...valid, leaderboardBankroll: undefined }, M.leaderboardBankrollRequired],
      [{ ...valid, leaderboardBankroll: -5 }, M.leaderboardBankrollRequired],
      [{ ...valid, leaderboardBankroll: '12,00' }, M.leaderboardBankrollNotANumber],
    ];
    for (const [payload, message] of cases) {
      expect((await editPlayer(contest.id, entry.id, payload)).json(), JSON.stringify(payload)).toEqual(
        badRequest(message),
      );
    }
    expect((await entriesOf(contest.id))[0]).toMatchObject({ bankrollCents: 10_000 });
  });

  it('answers 404 for an entry of another contest, changing nothing', async () => {
    const contest = await insertContest(t.database.db);
    const other = await insertContest(t.database.db);
    const [account] = await insertPlayers(t.database.db, 1, 'admin-other');
    const entry = await insertPlayer(t.database.db, other.id, account!.id);
    const payload = { name: 'Moved', bankroll: 1, leaderboardBankroll: 1 };
    for (const playerId of [String(entry.id), 'abc', '99999999999']) {
      const response = await editPlayer(contest.id, playerId, payload);
      expect(response.statusCode, playerId).toBe(404);
      expect(response.json().message).toBe(PLAYER_MESSAGES.playerNotFound);
    }
    expect((await entriesOf(other.id))[0]).toMatchObject({ name: entry.name, bankrollCents: 10_000 });
  });
});

describe('DELETE /api/players/{id}', () => {
  it('removes the entry with its plays, records the removed plays, and ranks the others again', async () => {
    const contest = await insertContest(t.database.db);
    const { race, runners } = await insertRace(t.database.db);
    const contestRace = await addRaceToContest(t.database.db, contest.id, race.id);
    const owner = await signupAccount(t.app);
    const [other, third] = await insertPlayers(t.database.db, 2, 'admin-remove');
    const removed = await insertPlayer(t.database.db, contest.id, owner.id, {
      leaderboardBankrollCents: 90_000,
      rank: 1,
    });
    const next = await insertPlayer(t.database.db, contest.id, other!.id, {
      leaderboardBankrollCents: 50_000,
      rank: 2,
    });
    const last = await insertPlayer(t.database.db, contest.id, third!.id, {
      leaderboardBankrollCents: 10_000,
      rank: 3,
    });
    expect(
      (await placePlay(t.app, owner.headers, contestRace.id, { amount: 5, runners: [runners[0]!.id] }))
        .statusCode,
    ).toBe(201);

    const response = await removePlayer(removed.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: removed.id,
      contestID: contest.id,
      account: { id: owner.id },
    });
    expect(await t.database.db.select().from(wagers).where(eq(wagers.contestPlayerId, removed.id))).toEqual(
      [],
    );
    expect(await ranksOf(contest.id)).toEqual({ [next.id]: 1, [last.id]: 2 });
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.contestId, contest.id), eq(auditLogs.eventType, AuditEventType.WagerRemoved)));
    expect(audit!.content).toBe(
      `${admin.email} removed ${removed.name} (${owner.email}) from ${contest.name} with its play.`,
    );

    const again = await removePlayer(removed.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(PLAYER_MESSAGES.playerNotFound);
  });

  it('leaves a contest not ranked yet unranked', async () => {
    const contest = await insertContest(t.database.db);
    const [a, b] = await insertPlayers(t.database.db, 2, 'admin-remove-unranked');
    const gone = await insertPlayer(t.database.db, contest.id, a!.id);
    const stays = await insertPlayer(t.database.db, contest.id, b!.id);
    expect((await removePlayer(gone.id)).statusCode).toBe(200);
    expect(await ranksOf(contest.id)).toEqual({ [stays.id]: null });
  });

  it('answers 404 for ids that name nothing, never 500', async () => {
    for (const id of ['abc', '99999999999', '0', '999999999']) {
      const response = await removePlayer(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(PLAYER_MESSAGES.playerNotFound);
    }
  });
});
