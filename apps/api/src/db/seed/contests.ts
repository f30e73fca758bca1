import { slugify } from '@cj/shared/rules/slug';
import { addDays } from '../../lib/time';
import type { DbOrTx } from '../client';
import { contestRaces, contests, prizes } from '../schema/contests';
import type { SeededCard, SeededRace } from './cards';
import { at, required } from './collections';
import { type ContestPlan, contestDescription } from './contest-plans';

export interface SeededContestRace {
  id: number;
  race: SeededRace;
  minWagerAmountCents: number;
  maxWagers: number;
}

export interface SeededContest {
  id: number;
  name: string;
  plan: ContestPlan;
  startTime: Date;
  contestRaces: SeededContestRace[];
}

/** A contest over every race of its card, with its contest races and prizes. */
export async function insertContest(
  tx: DbOrTx,
  plan: ContestPlan,
  cards: ReadonlyMap<string, SeededCard>,
  now: Date,
): Promise<SeededContest> {
  const card = required(cards, plan.cardKey);
  const startTime = at(card.races, 0).postTime;
  const concluded = card.races.every((race) => race.finalizedAt !== null);
  const concludedAt = concluded ? card.races.at(-1)?.finalizedAt : null;
  const upcoming = startTime > now;

  const [contest] = await tx
    .insert(contests)
    .values({
      name: plan.name,
      slug: slugify(plan.name),
      startTime,
      startingBankrollCents: plan.startingBankrollCents,
      description: contestDescription(plan),
      isPublished: true,
      isFeatured: plan.featuredDescription !== undefined,
      featuredDescription: plan.featuredDescription ?? '',
      isPublic: true,
      isEnrollmentOpen: upcoming && !plan.isCancelled,
      isCancelled: plan.isCancelled ?? false,
      chatEnabled: plan.chatEnabled ?? false,
      maxEntries: plan.maxEntries ?? 1,
      property: plan.property,
      format: plan.format,
      liveStreamLink: plan.liveStreamLink ?? null,
      ppLink: plan.ppLink ?? null,
      analysis: plan.analysis ?? '',
      winnersNotified: plan.winnersNotified ?? false,
      concludedAt,
      createdAt: addDays(startTime < now ? startTime : now, -14),
    })
    .returning({ id: contests.id });
  const contestId = contest!.id;

  const raceRows = await tx
    .insert(contestRaces)
    .values(
      card.races.map((race) => ({
        contestId,
        raceId: race.id,
        maxWagers: 1,
        minWagerAmountCents: plan.minWagerAmountCents,
      })),
    )
    .returning({ id: contestRaces.id, raceId: contestRaces.raceId });
  const contestRaceIds = new Map(raceRows.map((row) => [row.raceId, row.id]));

  if (plan.prizes?.length) {
    await tx.insert(prizes).values(
      plan.prizes.map((prize) => ({
        contestId,
        label: prize.label,
        placement: prize.placement,
        type: prize.type,
        valueCents: prize.valueCents,
        paid: prize.paid ?? false,
      })),
    );
  }

  return {
    id: contestId,
    name: plan.name,
    plan,
    startTime,
    contestRaces: card.races.map((race) => ({
      id: required(contestRaceIds, race.id),
      race,
      minWagerAmountCents: plan.minWagerAmountCents,
      maxWagers: 1,
    })),
  };
}
