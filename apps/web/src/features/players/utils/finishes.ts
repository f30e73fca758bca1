import type { RecordContest } from '@cj/shared/ratings';
import { ordinal } from '@cj/shared/rules/ordinal';
import { percentileFinish } from '@cj/shared/rules/rating';

/** Where an entry finished: '3rd of 212'; 'Not ranked yet' before its contest's first result. */
export function finishText({ rank, entries }: Pick<RecordContest, 'rank' | 'entries'>): string {
  return rank === null ? 'Not ranked yet' : `${ordinal(rank)} of ${entries}`;
}

/** A finish that counts towards the rating: a concluded contest of at least 2 entries. */
export interface RatedFinish {
  contestId: number;
  name: string;
  startTime: string;
  /** The percentile finish as a whole percentage: 100 for first, 0 for last (rules/rating.ts). */
  percent: number;
}

const CONCLUDED: ReadonlySet<RecordContest['status']> = new Set(['unofficial', 'official']);

/** The rated finishes among `contests` (newest first, as the record lists them), oldest first for a chart. */
export function ratedFinishes(contests: readonly RecordContest[]): RatedFinish[] {
  return contests
    .flatMap((contest) =>
      contest.rank !== null && contest.entries >= 2 && CONCLUDED.has(contest.status)
        ? [
            {
              contestId: contest.contestId,
              name: contest.name,
              startTime: contest.startTime,
              percent: Math.round(100 * percentileFinish({ rank: contest.rank, entries: contest.entries })),
            },
          ]
        : [],
    )
    .reverse();
}

/** The chart's text alternative: how many rated finishes it draws, their range and the latest. */
export function finishesSummary(finishes: readonly RatedFinish[]): string {
  const [first] = finishes;
  const last = finishes.at(-1);
  if (!first || !last) return 'No rated finishes yet: a finish counts once its contest has ended.';
  if (finishes.length === 1)
    return `One rated finish: ${first.percent}% of the field beaten in ${first.name}.`;
  const percents = finishes.map((finish) => finish.percent);
  const [lowest, highest] = [Math.min(...percents), Math.max(...percents)];
  const range = lowest === highest ? `${lowest}% each time` : `between ${lowest}% and ${highest}%`;
  return (
    `${finishes.length} rated finishes, oldest to newest, of the field beaten: ${range}; ` +
    `the latest, ${last.name}, ${last.percent}%.`
  );
}
