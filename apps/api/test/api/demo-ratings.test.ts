import type { PlayerRecord, RatingRow } from '@cj/shared/ratings';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed/demo';
import { useTestApp } from '../test-app';

const t = useTestApp();

describe('the demo data', () => {
  it('rates its players: the ratings list and each listed player’s record agree', async () => {
    await seedDemoData(t.database.db, { now: t.clock.now, log: () => {} });
    // The seed asks for the refresh a finalize asks for; the ratings job runs it.
    await t.app.ctx.ratingsRefresh.notify();

    const list = (await t.app.inject({ method: 'GET', url: '/api/ratings' })).json() as RatingRow[];
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) {
      const record = (
        await t.app.inject({ method: 'GET', url: `/api/players/${row.playerId}/record` })
      ).json() as PlayerRecord;
      expect(record).toMatchObject({ name: row.name, rating: row.rating, ratedEntries: row.ratedEntries });
      expect(record.ratedEntries).toBeGreaterThanOrEqual(3);
      // The chart shows the finishes the rating counts.
      expect(record.finishes).toHaveLength(record.ratedEntries);
    }
  });
});
