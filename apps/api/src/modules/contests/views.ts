import type { Contest, ContestSummary, Prize, Sponsor } from '@cj/shared/contests';
import { centsToDollars } from '@cj/shared/rules/money';
import type { prizes, sponsors } from '../../db/schema/contests';
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
>;

export function toContestSummary(row: ContestSummaryRow, now: Date): ContestSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    startTime: row.startTime.toISOString(),
    property: row.property,
    format: row.format,
    isFeatured: row.isFeatured,
    featuredDescription: row.featuredDescription,
    isCancelled: row.isCancelled,
    concludedAt: row.concludedAt?.toISOString() ?? null,
    status: standingOf(row, now).status,
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
