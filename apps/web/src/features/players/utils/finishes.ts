import type { RatedFinish, RecordContest } from '@cj/shared/ratings';
import { ordinal } from '@cj/shared/rules/ordinal';
import { percentileFinish } from '@cj/shared/rules/rating';

/** Where an entry finished: '3rd of 212'; 'Not ranked yet' before its contest's first result. */
export function finishText({ rank, entries }: Pick<RecordContest, 'rank' | 'entries'>): string {
  return rank === null ? 'Not ranked yet' : `${ordinal(rank)} of ${entries}`;
}

/** A rated finish as the chart draws it. */
export interface ChartFinish {
  contestId: number;
  name: string;
  startTime: string;
  /** The percentile finish as a whole percentage: 100 for first, 0 for last (rules/rating.ts). */
  percent: number;
}

/** The record's rated finishes (oldest first, as the API sends them) as whole percentages of the field beaten. */
export function chartFinishes(finishes: readonly RatedFinish[]): ChartFinish[] {
  return finishes.map(({ contestId, name, startTime, rank, entries }) => ({
    contestId,
    name,
    startTime,
    percent: Math.round(100 * percentileFinish({ rank, entries })),
  }));
}

/**
 * The chart's text alternative: how many rated finishes it draws (the latest ones, when the account has more than
 * the chart holds), their range and the latest.
 */
export function finishesSummary(finishes: readonly ChartFinish[], ratedEntries = finishes.length): string {
  const [first] = finishes;
  const last = finishes.at(-1);
  if (!first || !last) return 'No rated finishes yet: a finish counts once its contest has ended.';
  if (ratedEntries === 1) return `One rated finish: ${first.percent}% of the field beaten in ${first.name}.`;
  const percents = finishes.map((finish) => finish.percent);
  const [lowest, highest] = [Math.min(...percents), Math.max(...percents)];
  const range = lowest === highest ? `${lowest}% each time` : `between ${lowest}% and ${highest}%`;
  const drawn =
    ratedEntries > finishes.length
      ? `The latest ${finishes.length} of ${ratedEntries} rated finishes`
      : `${finishes.length} rated finishes`;
  return (
    `${drawn}, oldest to newest, of the field beaten: ${range}; ` +
    `the latest, ${last.name}, ${last.percent}%.`
  );
}
