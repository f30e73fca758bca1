import { PLAY_MESSAGES } from '@cj/shared/plays';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contestPlayers, wagers } from '../../src/db/schema/contests';
import { emailOutbox } from '../../src/db/schema/email';
import { runners as runnersTable } from '../../src/db/schema/races';
import { queueScratchNotices } from '../../src/modules/plays/scratch-notices';
import { signupAdministrator } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import {
  addRaceToContest,
  insertPlayer,
  insertPlayers,
  insertRace,
  placePlay,
  updateRace,
} from '../race-fixtures';
import { useTestApp } from '../test-app';

/**
 * Changing a pick (decision 027) racing other requests, and scratch notices queued twice at once, on PostgreSQL
 * only (vitest.config.ts leaves this file out of the PGlite run, which is one connection). Each test fires its
 * requests together and checks what the database holds afterwards.
 */

const t = useTestApp({ outbox: { mode: 'manual' } });

async function playedEntry(options: { maxWagers?: number; bankrollCents?: number } = {}) {
  const db = t.database.db;
  const contest = await insertContest(db, { format: 1 });
  const { race, runners } = await insertRace(db);
  const contestRace = await addRaceToContest(db, contest.id, race.id, { maxWagers: options.maxWagers ?? 1 });
  const [player] = await insertPlayers(db, 1, 'change');
  const bankrollCents = options.bankrollCents ?? 10_000;
  const entry = await insertPlayer(db, contest.id, player!.id, {
    bankrollCents,
    leaderboardBankrollCents: bankrollCents,
  });
  const placed = await placePlay(t.app, player!.headers, contestRace.id, {
    amount: 10,
    runners: [runners[0]!.id],
  });
  expect(placed.statusCode).toBe(201);
  return { race, runners, contestRace, player: player!, entry, playId: placed.json().id as number };
}

const entryState = async (entryId: number) => ({
  bankrollCents: (await t.database.db.select().from(contestPlayers).where(eq(contestPlayers.id, entryId)))[0]!
    .bankrollCents,
  plays: await t.database.db.select().from(wagers).where(eq(wagers.contestPlayerId, entryId)),
});

describe('changing a pick at the same time as other requests', () => {
  it('20 changes of one play at once: exactly one replaces it, the others find it gone (404)', async () => {
    const { runners, contestRace, player, entry, playId } = await playedEntry();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placePlay(t.app, player.headers, contestRace.id, {
          amount: 5 + i,
          runners: [runners[1 + (i % 5)]!.id],
          replaces: playId,
        }),
      ),
    );
    const changed = responses.filter((response) => response.statusCode === 201);
    expect(changed).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PLAY_MESSAGES.wagerNotFound);
    }
    const after = await entryState(entry.id);
    expect(after.plays.map((play) => play.id)).toEqual([changed[0]!.json().id]);
    expect(after.bankrollCents).toBe(10_000 - after.plays[0]!.amountCents);
  });

  it('a change racing a removal of the same play: one of them wins, never both, the bankroll stays right', async () => {
    for (let round = 0; round < 5; round++) {
      const { runners, contestRace, player, entry, playId } = await playedEntry();
      const [changed, removed] = await Promise.all([
        placePlay(t.app, player.headers, contestRace.id, {
          amount: 30,
          runners: [runners[2]!.id],
          replaces: playId,
        }),
        t.app.inject({ method: 'DELETE', url: `/api/wagers/${playId}`, headers: player.headers }),
      ]);
      const after = await entryState(entry.id);
      if (changed.statusCode === 201) {
        expect(removed.statusCode).toBe(404);
        expect(after.plays.map((play) => play.amountCents)).toEqual([3_000]);
        expect(after.bankrollCents).toBe(7_000);
      } else {
        expect(changed.statusCode).toBe(404);
        expect(removed.statusCode).toBe(200);
        expect(after.plays).toEqual([]);
        expect(after.bankrollCents).toBe(10_000);
      }
    }
  });

  it('a change racing new plays on a race allowing two: never more than two plays, bankroll matching them', async () => {
    const { runners, contestRace, player, entry, playId } = await playedEntry({ maxWagers: 2 });
    const responses = await Promise.all([
      placePlay(t.app, player.headers, contestRace.id, {
        amount: 20,
        runners: [runners[1]!.id],
        replaces: playId,
      }),
      ...Array.from({ length: 6 }, () =>
        placePlay(t.app, player.headers, contestRace.id, { amount: 7, runners: [runners[3]!.id] }),
      ),
    ]);
    expect(responses[0]!.statusCode).toBe(201);
    const after = await entryState(entry.id);
    expect(after.plays).toHaveLength(2);
    expect(after.bankrollCents).toBe(10_000 - after.plays.reduce((sum, play) => sum + play.amountCents, 0));
    for (const response of responses.slice(1).filter((r) => r.statusCode !== 201)) {
      expect(response.json().message).toBe(PLAY_MESSAGES.maxWagersReached);
    }
  });

  it('changes racing the close of the race: each is placed before it or refused, and no play is lost', async () => {
    const db = t.database.db;
    const contest = await insertContest(db, { format: 1 });
    const { race, runners } = await insertRace(db);
    const contestRace = await addRaceToContest(db, contest.id, race.id);
    const players = await insertPlayers(db, 12, 'close-change');
    const plays: number[] = [];
    for (const player of players) {
      await insertPlayer(db, contest.id, player.id);
      plays.push(
        (
          await placePlay(t.app, player.headers, contestRace.id, { amount: 2, runners: [runners[0]!.id] })
        ).json().id,
      );
    }
    const admin = await signupAdministrator(t.app, db);
    const changes = players.map((player, i) =>
      placePlay(t.app, player.headers, contestRace.id, {
        amount: 2,
        runners: [runners[1]!.id],
        replaces: plays[i],
      }),
    );
    const close = updateRace(t.app, admin.headers, race.id, { isWageringClosed: true });
    const answered = await Promise.all(changes);
    expect((await close).statusCode).toBe(200);
    for (const response of answered) {
      if (response.statusCode !== 201) {
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(PLAY_MESSAGES.wageringClosed);
      }
    }
    // Every player still holds exactly one play: the new one if the change went through, else the old one.
    const stored = await db.select().from(wagers).where(eq(wagers.contestRaceId, contestRace.id));
    expect(stored).toHaveLength(players.length);
    const changedIds = answered.filter((r) => r.statusCode === 201).map((r) => r.json().id as number);
    expect(
      stored
        .filter((play) => play.runnerId === runners[1]!.id)
        .map((play) => play.id)
        .sort(),
    ).toEqual(changedIds.sort());
  });
});

describe('scratch notices queued by two instances at once', () => {
  it('one e-mail per play, whichever transaction commits first', async () => {
    const { race, runners, playId } = await playedEntry();
    const db = t.database.db;
    await db.update(runnersTable).set({ scratched: true }).where(eq(runnersTable.id, runners[0]!.id));
    let releaseFirst = () => {};
    const firstHolds = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstQueued = () => {};
    const queuedInFirst = new Promise<void>((resolve) => {
      firstQueued = resolve;
    });
    const ctx = t.app.ctx;
    // The first transaction queues the notice and holds its commit; the second reads no row yet and inserts too,
    // waiting on the unique key until the first commits, then skips its own.
    const first = db.transaction(async (tx) => {
      const queued = await queueScratchNotices(tx, ctx, { runnerIds: [runners[0]!.id] });
      firstQueued();
      await firstHolds;
      return queued;
    });
    await queuedInFirst;
    const second = db.transaction((tx) => queueScratchNotices(tx, ctx, { raceIds: [race.id] }));
    releaseFirst();
    const counts = await Promise.all([first, second]);
    expect(counts).toEqual([1, 0]);
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `scratch:${playId}`));
    expect(rows).toHaveLength(1);
  });
});
