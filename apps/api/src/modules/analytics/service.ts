import type { AnalyticsSummary } from '@cj/shared/analytics';
import type { AppContext } from '../../app-context';
import { addDays } from '../../lib/time';
import { type AnalyticsEventRow, countEventsPerDay, insertAnalyticsEvents } from './repository';

export type ReceivedEvent = Pick<AnalyticsEventRow, 'name' | 'properties'> & {
  path?: string | null;
  visitId?: string | null;
};

/** Stores a batch stamped by the server: who sent it (if signed in), from which brand's host, and when. */
export async function recordEvents(
  ctx: AppContext,
  batch: { events: readonly ReceivedEvent[]; accountId: number | null; property: number },
) {
  const createdAt = ctx.now();
  await insertAnalyticsEvents(
    ctx.db,
    batch.events.map((event) => ({
      name: event.name,
      properties: event.properties,
      path: event.path ?? null,
      visitId: event.visitId ?? null,
      accountId: batch.accountId,
      property: batch.property,
      createdAt,
    })),
  );
  return batch.events.length;
}

const startOfUtcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** The last `days` UTC days, today included, so every day counted is a whole calendar day. */
export async function summarizeEvents(ctx: AppContext, days: number): Promise<AnalyticsSummary> {
  const since = addDays(startOfUtcDay(ctx.now()), 1 - days);
  const daily = await countEventsPerDay(ctx.db, since);
  const totals = new Map<string, number>();
  for (const row of daily) totals.set(row.name, (totals.get(row.name) ?? 0) + row.count);
  return {
    days,
    since: since.toISOString(),
    totals: [...totals]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    daily,
  };
}
