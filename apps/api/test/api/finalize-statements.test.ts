import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contestPlayers, wagers } from '../../src/db/schema/contests';
import { finalizeRace } from '../../src/modules/results/finalize';
import { signupAdministrator } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, addResult, insertPlayers, insertRace, updateRace } from '../race-fixtures';
import { countingDb } from '../statement-counter';
import { useTestApp } from '../test-app';

const t = useTestApp();

/**
 * A WinBankroll contest of `size` entries, each with one $2 play on the race (every third on the winner),
 * closed with a $5.00 Win result. Rows are written in bulk so the size costs little.
 */
async function raceWithEntries(size: number) {
  const db = t.database.db;
  const contest = await insertContest(db, { format: 1 });
  const { race, runners } = await insertRace(db);
  const contestRace = await addRaceToContest(db, contest.id, race.id);
  const accounts = await insertPlayers(db, size);
  const entries = await db
    .insert(contestPlayers)
    .values(
      accounts.map((account, i) => ({
        contestId: contest.id,
        accountId: account.id,
        name: `Entry ${i}`,
        bankrollCents: 10_000 - 200,
        leaderboardBankrollCents: 10_000,
      })),
    )
    .returning({ id: contestPlayers.id });
  await db.insert(wagers).values(
    entries.map((entry, i) => ({
      contestPlayerId: entry.id,
      contestRaceId: contestRace.id,
      raceId: race.id,
      runnerId: runners[i % 3]!.id,
      amountCents: 200,
    })),
  );
  const admin = await signupAdministrator(t.app, db);
  await updateRace(t.app, admin.headers, race.id, { isWageringClosed: true });
  await addResult(t.app, admin.headers, race.id, { pool: 'WIN', payoff: 5, runners: [runners[0]!.id] });
  return { contest, race, admin };
}

async function statementsToFinalize(size: number) {
  const { contest, race, admin } = await raceWithEntries(size);
  const counting = countingDb(t.database);
  const finalized = await finalizeRace({ ...t.app.ctx, db: counting.db }, admin, race.id);
  expect(finalized.finalized).toBe(true);
  const rows = await t.database.db
    .select()
    .from(contestPlayers)
    .where(eq(contestPlayers.contestId, contest.id))
    .orderBy(asc(contestPlayers.id));
  const winners = rows.filter((_, i) => i % 3 === 0);
  expect(winners.every((row) => row.bankrollCents === 10_300 && row.rank === 1)).toBe(true);
  expect(rows.filter((_, i) => i % 3 !== 0).every((row) => row.bankrollCents === 9_800)).toBe(true);
  return counting.statements;
}

describe('finalize statement count', () => {
  it('runs the same number of SQL statements for 3 entries as for 300', async () => {
    const small = await statementsToFinalize(3);
    const large = await statementsToFinalize(300);
    expect(large.length).toBe(small.length);
    // 12 to score the race; two for the advisory locks that hold plays off the race and its contests (decision
    // 062); one for its audit row (it counts the plays itself); one more when it concludes a contest: it asks the
    // ratings job, which runs after the commit, to compute every rating again (decision 031).
    expect(small.length).toBeLessThanOrEqual(16);
  });
});
