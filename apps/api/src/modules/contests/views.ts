import type {
  Contest,
  ContestSummary,
  MyContestSummary,
  Prize,
  PublicContestSummary,
  Sponsor,
} from '@cj/shared/contests';
import { centsToDollars } from '@cj/shared/rules/money';
import type { prizes, sponsors } from '../../db/schema/contests';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { BestPlayerJson, NextRaceJson, PicksJson } from './my-contest-columns';
import { type ContestWithProgress, standingOf } from './status';

export function toContest(row: ContestWithProgress, now: Date): Contest {
  const standing = standingOf(row, now);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    startTime: row.startTime.toISOString(),
    startingBankroll: centsToDollars(row.startingBankrollCents),
    description: row.description,
    isPublished: row.isPublished,
    isFeatured: row.isFeatured,
    featuredDescription: row.featuredDescription,
    isPublic: row.isPublic,
    isEnrollmentOpen: row.isEnrollmentOpen,
    isCancelled: row.isCancelled,
    chatEnabled: row.chatEnabled,
    maxEntries: row.maxEntries,
    property: row.property,
    format: row.format,
    liveStreamLink: row.liveStreamLink,
    ppLink: row.ppLink,
    analysis: row.analysis,
    winnersNotified: row.winnersNotified,
    concludedAt: row.concludedAt?.toISOString() ?? null,
    // Official results stay official even if the contest is cancelled afterwards.
    isOfficial: standing.officialAt !== null && now.getTime() >= standing.officialAt.getTime(),
    status: standing.status,
    officialAt: standing.officialAt?.toISOString() ?? null,
    ...playRulesOf(row),
    timezone: row.timezone,
    hasSponsors: row.hasSponsors,
  };
}

/** The contest's play rules as every contest view carries them (decision 018). */
export function playRulesOf(
  row: Pick<ContestWithProgress, 'alternatesEnabled' | 'winPayoutCapCents' | 'picksLockAt'>,
): Pick<Contest, 'alternatesEnabled' | 'winPayoutCap' | 'picksLockAt'> {
  return {
    alternatesEnabled: row.alternatesEnabled,
    winPayoutCap: row.winPayoutCapCents === null ? null : centsToDollars(row.winPayoutCapCents),
    picksLockAt: row.picksLockAt,
  };
}

export type ContestSummaryRow = Pick<
  ContestWithProgress,
  | 'id'
  | 'name'
  | 'slug'
  | 'startTime'
  | 'property'
  | 'format'
  | 'isFeatured'
  | 'featuredDescription'
  | 'isCancelled'
  | 'concludedAt'
  | 'firstRaceClosed'
> & {
  /** The first race's track timezone, where the row's query reads it (the public lists and My Contests). */
  timezone?: string | null;
};

export function toContestSummary(row: ContestSummaryRow, now: Date): ContestSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    startTime: row.startTime.toISOString(),
    property: row.property,
    format: row.format,
    isFeatured: row.isFeatured,
    // Sanitized on the way out too (it is on the way in), so the home page can show it without a sanitizer of its
    // own in its first load, whatever wrote the row (decision 021).
    featuredDescription: row.featuredDescription ? sanitizeHtml(row.featuredDescription) : '',
    isCancelled: row.isCancelled,
    concludedAt: row.concludedAt?.toISOString() ?? null,
    status: standingOf(row, now).status,
    timezone: row.timezone ?? null,
  };
}

export type PublicContestSummaryRow = ContestSummaryRow & {
  entries: number;
  prizeCount: number;
  cashPrizeCents: number;
};

/** A row of the public lists: the summary, its entries and its prizes. */
export function toPublicContestSummary(row: PublicContestSummaryRow, now: Date): PublicContestSummary {
  return {
    ...toContestSummary(row, now),
    entries: row.entries,
    prizes: { count: row.prizeCount, cash: centsToDollars(row.cashPrizeCents) },
  };
}

export type MyContestSummaryRow = ContestSummaryRow & {
  bestEntry: BestPlayerJson | null;
  nextRace: NextRaceJson | null;
  picks: PicksJson | null;
};

/** A row of My Contests: the summary, the account's best entry and the next race to close. */
export function toMyContestSummary(row: MyContestSummaryRow, now: Date): MyContestSummary {
  const entry = row.bestEntry;
  return {
    ...toContestSummary(row, now),
    standing: {
      rank: entry?.rank ?? null,
      leaderboardBankroll: centsToDollars(Number(entry?.leaderboardBankrollCents ?? 0)),
      entries: entry?.entries ?? 0,
    },
    picks: {
      picked: Number(row.picks?.picked ?? 0),
      total: Number(row.picks?.total ?? 0),
      nextUnpicked: row.picks?.nextUnpicked
        ? {
            raceNumber: row.picks.nextUnpicked.raceNumber,
            closesAt: new Date(row.picks.nextUnpicked.closesAt).toISOString(),
            timezone: row.picks.nextUnpicked.timezone,
          }
        : null,
    },
    nextRace: row.nextRace && {
      raceNumber: row.nextRace.raceNumber,
      postTime: new Date(row.nextRace.postTime).toISOString(),
      timezone: row.nextRace.timezone,
    },
  };
}

export function toPrize(row: typeof prizes.$inferSelect): Prize {
  return {
    id: row.id,
    prizeID: row.id,
    label: row.label,
    placement: row.placement,
    type: row.type,
    value: centsToDollars(row.valueCents),
    paid: row.paid,
  };
}

export function toSponsor(row: typeof sponsors.$inferSelect): Sponsor {
  return {
    id: row.id,
    name: row.name,
    layoutOrder: row.layoutOrder,
    logo: `/uploads/${row.logoFile}`,
  };
}
