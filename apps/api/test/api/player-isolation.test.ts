import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/accounts';
import { contestPlayers, wagers } from '../../src/db/schema/contests';
import { signupAccount, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { PNG, postImageForm } from '../image-fixtures';
import { addRaceToContest, insertPlayer, insertRace, placePlay } from '../race-fixtures';
import { useTestApp } from '../test-app';

/**
 * Two players in one contest, the race open: Olly (the owner) has an entry and a play; Mallory, signed in and
 * entered too, tries every way to read or change Olly's entry, plays and profile.
 */
const t = useTestApp();
let owner: TestAccount;
let intruder: TestAccount;
let contest: Awaited<ReturnType<typeof insertContest>>;
let ownerEntryId: number;
let intruderEntryId: number;
let contestRaceId: number;
let runnerIds: number[];
let ownerPlayId: number;

beforeAll(async () => {
  const db = t.database.db;
  owner = await signupAccount(t.app, { firstName: 'Olly', lastName: 'Owner' });
  intruder = await signupAccount(t.app, { firstName: 'Mallory', lastName: 'Intruder' });
  contest = await insertContest(db);
  const { race, runners } = await insertRace(db);
  runnerIds = runners.map((runner) => runner.id);
  contestRaceId = (await addRaceToContest(db, contest.id, race.id, { maxWagers: 5 })).id;
  ownerEntryId = (await insertPlayer(db, contest.id, owner.id)).id;
  intruderEntryId = (await insertPlayer(db, contest.id, intruder.id)).id;
  const play = await placePlay(t.app, owner.headers, contestRaceId, { amount: 5, runners: [runnerIds[0]] });
  expect(play.statusCode).toBe(201);
  ownerPlayId = play.json().id;
});

const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: intruder.headers, ...(payload ? { payload } : {}) });

async function ownerEntry() {
  const [row] = await t.database.db.select().from(contestPlayers).where(eq(contestPlayers.id, ownerEntryId));
  return row!;
}
const ownerPlays = () => t.database.db.select().from(wagers).where(eq(wagers.contestPlayerId, ownerEntryId));

describe("a player cannot read or change another player's entry", () => {
  it('is refused reading, editing and removing it (403), and it stays as it was', async () => {
    const before = await ownerEntry();
    const entryUrl = `/api/contest/${contest.slug}/players/${ownerEntryId}`;
    expect((await as('GET', entryUrl)).statusCode).toBe(403);
    expect(
      (await as('PUT', entryUrl, { name: 'Stolen', bankroll: 1_000_000, leaderboardBankroll: 1_000_000 }))
        .statusCode,
    ).toBe(403);
    expect((await as('DELETE', `/api/players/${ownerEntryId}`)).statusCode).toBe(403);
    expect(await ownerEntry()).toEqual(before);
  });

  it('sees only their own entry as "mine"', async () => {
    const mine = (await as('GET', `/api/contest/${contest.slug}/players/me`)).json();
    expect(mine.map((entry: { id: number }) => entry.id)).toEqual([intruderEntryId]);
  });
});

describe("a player cannot read or change another player's plays", () => {
  it('is refused placing a play on the other entry (403): no play added, no bankroll spent', async () => {
    const entryBefore = await ownerEntry();
    const playsBefore = await ownerPlays();
    const response = await as('POST', `/api/race/${contestRaceId}/wager`, {
      amount: 50,
      runners: [runnerIds[1]],
      playerID: ownerEntryId,
    });
    expect(response.statusCode).toBe(403);
    expect(await ownerPlays()).toEqual(playsBefore);
    expect((await ownerEntry()).bankrollCents).toBe(entryBefore.bankrollCents);
  });

  it("is refused removing the other player's play (403), which stays", async () => {
    expect((await as('DELETE', `/api/wagers/${ownerPlayId}`)).statusCode).toBe(403);
    expect((await ownerPlays()).map((play) => play.id)).toEqual([ownerPlayId]);
  });

  it("does not see the other player's plays while the race is open, by any list", async () => {
    const lists = [
      `/api/race/${contestRaceId}/wagers/me`,
      `/api/race/${contestRaceId}/wagers`,
      `/api/race/${contestRaceId}/wagers/pinned?players=${ownerEntryId}`,
      `/api/wagers/${contest.slug}/${ownerEntryId}`,
    ];
    for (const url of lists) {
      const response = await as('GET', url);
      expect({ url, status: response.statusCode, plays: response.json() }).toEqual({
        url,
        status: 200,
        plays: [],
      });
    }
    // The owner does see it: the lists above are empty for the intruder only.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/wagers/${contest.slug}/${ownerEntryId}`,
      headers: owner.headers,
    });
    expect(own.json().map((play: { id: number }) => play.id)).toEqual([ownerPlayId]);
  });
});

describe("a player cannot read or change another player's profile", () => {
  it('reads and changes only their own, whatever account id, e-mail or flag is sent along', async () => {
    const profile = await as('GET', '/api/profile');
    expect(profile.json()).toMatchObject({ id: intruder.id, firstName: 'Mallory' });

    const saved = await as('POST', '/api/profile', {
      id: owner.id,
      email: owner.email,
      isAdministrator: true,
      firstName: 'Not',
      lastName: 'Olly',
    });
    expect(saved.json()).toMatchObject({
      id: intruder.id,
      email: intruder.email.toLowerCase(),
      isAdministrator: false,
    });

    const photo = await postImageForm(
      t.app,
      '/api/profile/photo',
      intruder.headers,
      { id: String(owner.id) },
      [{ filename: 'me.png', bytes: PNG }],
    );
    expect(photo.json().id).toBe(intruder.id);

    const [ownerRow] = await t.database.db.select().from(accounts).where(eq(accounts.id, owner.id));
    expect(ownerRow).toMatchObject({
      firstName: 'Olly',
      lastName: 'Owner',
      email: owner.email.toLowerCase(),
      isAdministrator: false,
      photoPath: null,
    });
    const [intruderRow] = await t.database.db.select().from(accounts).where(eq(accounts.id, intruder.id));
    expect(intruderRow).toMatchObject({ firstName: 'Not', isAdministrator: false });
  });

  it('cannot read another account through the administrators’ account pages (403)', async () => {
    expect((await as('GET', `/api/admin/accounts/${owner.id}`)).statusCode).toBe(403);
    expect(
      (
        await as('PUT', '/api/admin/accounts', {
          id: owner.id,
          firstName: 'Olly',
          lastName: 'Owner',
          email: intruder.email,
          isLocked: true,
          isAdministrator: false,
        })
      ).statusCode,
    ).toBe(403);
  });
});
