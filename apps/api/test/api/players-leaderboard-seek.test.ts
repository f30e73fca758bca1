import { PAGE_SIZE } from '@cj/shared/constants';
import type { Player } from '@cj/shared/players';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/accounts';
import { contestPlayers } from '../../src/db/schema/contests';
import { uniqueEmail } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();

/** Players with these leaderboard bankrolls (cents), ranked by competition ranking or, when `ranked` is false, not. */
async function contestWithPlayers(leaderboardCents: readonly number[], ranked: boolean) {
  const contest = await insertContest(t.database.db);
  const owners = await t.database.db
    .insert(accounts)
    .values(
      leaderboardCents.map((_, index) => ({
        firstName: 'Seek',
        lastName: `Owner${index}`,
        email: uniqueEmail('seek'),
        passwordHash: 'not-a-real-hash',
      })),
    )
    .returning({ id: accounts.id });
  const rows = await t.database.db
    .insert(contestPlayers)
    .values(
      leaderboardCents.map((cents, index) => ({
        contestId: contest.id,
        accountId: owners[index]!.id,
        name: `Seek ${index}`,
        rank: ranked ? 1 + leaderboardCents.filter((other) => other > cents).length : null,
        bankrollCents: cents,
        leaderboardBankrollCents: cents,
      })),
    )
    .returning();
  const order = [...rows]
    .sort((a, b) => b.leaderboardBankrollCents - a.leaderboardBankrollCents || a.id - b.id)
    .map((row) => row.id);
  return { contestId: contest.id, order };
}

async function pageAt(contestId: number, offset: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/contest/${contestId}/players?offset=${offset}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as Player[]).map((player) => player.id);
}

/**
 * Deep pages seek by the stored rank instead of skipping rows: whatever the ties, the page at any
 * offset is exactly that slice of the leaderboard order, ranked or not yet ranked.
 */
describe('leaderboard pages at any offset', () => {
  it('equal the slice of the leaderboard order at every offset, with long ties across page edges', async () => {
    const bankrolls = [
      900, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 400, 400, 100, 100, 100, 50, 50, 50,
      50, 0, 0, 0,
    ];
    for (const ranked of [true, false]) {
      const { contestId, order } = await contestWithPlayers(bankrolls, ranked);
      for (let offset = 0; offset <= bankrolls.length + 1; offset++) {
        expect(await pageAt(contestId, offset), `offset ${offset}, ranked ${ranked}`).toEqual(
          order.slice(offset, offset + PAGE_SIZE.players),
        );
      }
    }
  });

  it('holds for any bankrolls and offsets (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.integer({ min: 0, max: 6 }).map((n) => n * 100),
          { minLength: 1, maxLength: 40 },
        ),
        fc.array(fc.nat({ max: 45 }), { minLength: 1, maxLength: 5 }),
        async (bankrolls, offsets) => {
          const { contestId, order } = await contestWithPlayers(bankrolls, true);
          for (const offset of offsets) {
            expect(await pageAt(contestId, offset)).toEqual(order.slice(offset, offset + PAGE_SIZE.players));
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
