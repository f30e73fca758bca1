import type { AnalyticsProperties } from '@cj/shared/analytics';
import { asc, count, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { analyticsEvents } from '../../db/schema/analytics';

export interface AnalyticsEventRow {
  name: string;
  properties: AnalyticsProperties;
  path: string | null;
  visitId: string | null;
  accountId: number | null;
  property: number;
  createdAt: Date;
}

/** A whole batch in one statement. */
export async function insertAnalyticsEvents(db: DbOrTx, rows: readonly AnalyticsEventRow[]) {
  if (rows.length === 0) return;
  await db.insert(analyticsEvents).values([...rows]);
}

/** Events since `since`, counted per UTC day and name. */
export async function countEventsPerDay(db: DbOrTx, since: Date) {
  const day = sql<string>`to_char(${analyticsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ date: day, name: analyticsEvents.name, count: count() })
    .from(analyticsEvents)
    .where(gte(analyticsEvents.createdAt, since))
    .groupBy(day, analyticsEvents.name)
    .orderBy(asc(day), asc(analyticsEvents.name));
}
