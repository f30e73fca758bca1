import type { Db } from '../src/db/client';
import { contests } from '../src/db/schema/contests';

let sequence = 0;

/** A contest row with sensible defaults: published, public, enrollment open, WinBankroll $100. */
export async function insertContest(db: Db, overrides: Partial<typeof contests.$inferInsert> = {}) {
  const n = sequence++;
  const [row] = await db
    .insert(contests)
    .values({
      name: `Test Contest ${n}`,
      slug: `test-contest-${process.pid}-${n}`,
      startTime: new Date(Date.now() + 86_400_000),
      startingBankrollCents: 10_000,
      isPublished: true,
      isPublic: true,
      isEnrollmentOpen: true,
      property: 1,
      format: 1,
      ...overrides,
    })
    .returning();
  return row!;
}
