import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { accounts, sessions } from '../src/db/schema/accounts';
import { contestPlayers, contestRaces } from '../src/db/schema/contests';
import { races, runners, tracks } from '../src/db/schema/races';
import { hashToken, newToken } from '../src/lib/tokens';
import { bearer } from './accounts-helpers';

let sequence = 0;

export type RunnerSeed = Partial<Omit<typeof runners.$inferInsert, 'raceId'>>;

/** Six runners: program numbers 1-6, morning lines 5-2, 3-1, 9-2, 6-1, 8-1, 10-1. */
export const SIX_RUNNERS: RunnerSeed[] = ['5-2', '3-1', '9-2', '6-1', '8-1', '10-1'].map(
  (morningLine, i) => ({
    programNumber: String(i + 1),
    name: `Runner ${i + 1}`,
    morningLine,
  }),
);

/** A race on its own track with the given runners (default SIX_RUNNERS), open to wagering. */
export async function insertRace(
  db: Db,
  options: { race?: Partial<typeof races.$inferInsert>; runners?: RunnerSeed[] } = {},
) {
  const n = sequence++;
  const [track] = await db
    .insert(tracks)
    .values({ code: `T${process.pid}X${n}`, name: `Test Downs ${n}`, timezone: 'America/New_York' })
    .returning();
  const [race] = await db
    .insert(races)
    .values({
      trackId: track!.id,
      raceDate: '2030-05-04',
      raceNumber: 1,
      postTime: new Date('2030-05-04T20:00:00Z'),
      ...options.race,
    })
    .returning();
  const runnerRows = await db
    .insert(runners)
    .values(
      (options.runners ?? SIX_RUNNERS).map((runner, i) => ({
        programNumber: String(i + 1),
        name: `Runner ${i + 1}`,
        morningLine: '5-1',
        ...runner,
        raceId: race!.id,
      })),
    )
    .returning();
  return { track: track!, race: race!, runners: runnerRows };
}

export async function addRaceToContest(
  db: Db,
  contestId: number,
  raceId: number,
  overrides: Partial<typeof contestRaces.$inferInsert> = {},
) {
  const [row] = await db
    .insert(contestRaces)
    .values({ contestId, raceId, maxWagers: 1, minWagerAmountCents: 0, ...overrides })
    .returning();
  return row!;
}

/** An entry written straight to the database (enrollment has its own tests). */
export async function insertPlayer(
  db: Db,
  contestId: number,
  accountId: number,
  overrides: Partial<typeof contestPlayers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(contestPlayers)
    .values({
      contestId,
      accountId,
      name: `Entry ${sequence++}`,
      bankrollCents: 10_000,
      leaderboardBankrollCents: 10_000,
      ...overrides,
    })
    .returning();
  return row!;
}

type Headers = { authorization: string };

export const placePlay = (app: App, headers: Headers, contestRaceId: number | string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/race/${contestRaceId}/wager`, headers, payload });

export const updateRace = (app: App, headers: Headers, raceId: number | string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/race/${raceId}`, headers, payload });

export const addResult = (app: App, headers: Headers, raceId: number | string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/race/${raceId}/result`, headers, payload });

export const finalize = (app: App, headers: Headers, raceId: number | string) =>
  app.inject({ method: 'POST', url: `/api/race/${raceId}/finalize`, headers });

/** PUT /contest/{id} of a Win contest inserted by insertContest, its fields kept and marked cancelled. */
export const cancelWinContest = (
  app: App,
  headers: Headers,
  contest: { id: number; name: string; slug: string; startTime: Date },
) =>
  app.inject({
    method: 'PUT',
    url: `/api/contest/${contest.id}`,
    headers,
    payload: {
      name: contest.name,
      slug: contest.slug,
      startTime: contest.startTime.toISOString(),
      startingBankroll: 100,
      isPublished: true,
      isPublic: true,
      format: 2,
      isCancelled: true,
    },
  });

/** Closes wagering, enters Win results (payoffs in dollars by runner id) and finalizes, asserting each step. */
export async function settleRace(
  app: App,
  admin: Headers,
  raceId: number,
  winners: readonly { runnerId: number; payoff: number }[],
  favoriteRunnerId?: number,
) {
  const closed = await updateRace(app, admin, raceId, { isWageringClosed: true });
  if (closed.statusCode !== 200) throw new Error(`close failed: ${closed.body}`);
  for (const [i, winner] of winners.entries()) {
    const added = await addResult(app, admin, raceId, {
      pool: 'WIN',
      payoff: winner.payoff,
      runners: [winner.runnerId],
      ...(i === 0 && favoriteRunnerId !== undefined ? { favoriteRunnerId } : {}),
    });
    if (added.statusCode !== 201) throw new Error(`result failed: ${added.body}`);
  }
  const done = await finalize(app, admin, raceId);
  if (done.statusCode !== 200) throw new Error(`finalize failed: ${done.body}`);
  return done.json();
}

/**
 * Accounts with live sessions written straight to the database (no password hashing), for tests that need
 * many players at once. Each comes with the headers of its session.
 */
export async function insertPlayers(db: Db, count: number, prefix = 'crowd') {
  const batch = sequence++;
  const created = await db
    .insert(accounts)
    .values(
      Array.from({ length: count }, (_, i) => ({
        firstName: `Player${i}`,
        lastName: 'Crowd',
        email: `${prefix}.${process.pid}.${batch}.${i}@example.com`,
        passwordHash: 'not-a-real-hash',
      })),
    )
    .returning({ id: accounts.id });
  const tokens = created.map(() => newToken());
  await db.insert(sessions).values(
    created.map((account, i) => ({
      accountId: account.id,
      tokenHash: hashToken(tokens[i]!),
      expiresAt: new Date('2100-01-01T00:00:00Z'),
    })),
  );
  return created.map((account, i) => ({ id: account.id, headers: bearer(tokens[i]!) }));
}
