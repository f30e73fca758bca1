import { AUDIT_PERIOD_HOURS } from '@cj/shared/constants';
import type { Contest, ContestSummary, Prize, Sponsor } from '@cj/shared/contests';
import { centsToDollars } from '@cj/shared/rules/money';
import type { prizes, sponsors } from '../../db/schema/contests';
import type { ContestRow } from './lookup';

const AUDIT_PERIOD_MS = AUDIT_PERIOD_HOURS * 3_600_000;

/** Results turn official once the audit period after the contest's conclusion has passed. */
export const isOfficial = (concludedAt: Date | null, now: Date) =>
  concludedAt !== null && now.getTime() - concludedAt.getTime() >= AUDIT_PERIOD_MS;

export function toContest(row: ContestRow, now: Date): Contest {
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
    isOfficial: isOfficial(row.concludedAt, now),
  };
}

export type ContestSummaryRow = Pick<
  ContestRow,
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
>;

export function toContestSummary(row: ContestSummaryRow): ContestSummary {
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
