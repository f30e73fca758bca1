import { CONTEST_RACE_MESSAGES } from '@cj/shared/contest-admin';
import { type CardRacesSchema, CONTEST_SETUP_MESSAGES } from '@cj/shared/contest-setup';
import type { ContestRace } from '@cj/shared/contests';
import { dollarsToCents } from '@cj/shared/rules/money';
import { isPastPost } from '@cj/shared/rules/race-state';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { moneyText, type Operator } from '../audit/subjects';
import { findContest } from '../contests/lookup';
import { toContestRace } from '../races/views';
import { auditContestChange, cardRacesText } from './audit';
import { insertContestRaces, lockCardRaces, raceIdsInContest } from './card-races-repository';
import { lockContest } from './contest-race-repository';

export type CardRacesInput = z.output<typeof CardRacesSchema>;

const S = CONTEST_SETUP_MESSAGES;

type CardRaceRow = Awaited<ReturnType<typeof lockCardRaces>>[number];

/**
 * The chosen races of the card, share-locked, by race number; 404 for a card without races (an unknown track or
 * date), 400 for a race that is not on it, 409 for a finalized race (its plays are settled) or one past its post
 * time at `now` (it is off: nobody could play it in the contest).
 */
export async function lockChosenCardRaces(
  tx: DbOrTx,
  card: CardRacesInput,
  now: Date,
): Promise<CardRaceRow[]> {
  const onCard = await lockCardRaces(tx, card.trackID, card.raceDate);
  if (onCard.length === 0) throw notFound(S.raceCardNotFound);
  const byId = new Map(onCard.map((row) => [row.race.id, row]));
  const stranger = card.raceIDs.find((id) => !byId.has(id));
  if (stranger !== undefined) throw badRequest(S.raceNotOnCard(stranger));
  const chosen = onCard.filter((row) => card.raceIDs.includes(row.race.id));
  const finalized = chosen.find((row) => row.race.finalized);
  if (finalized) throw conflict(S.finalizedRace(finalized.race.raceNumber));
  const off = chosen.find((row) => isPastPost(row.race, now));
  if (off) throw conflict(S.pastPostRace(off.race.raceNumber));
  return chosen;
}

/**
 * Adds races already locked by `lockChosenCardRaces` to the contest, each with the same limits, in one statement;
 * 409 naming the first race the contest already has. The caller holds the contest (locked, or new in `tx`).
 */
export async function insertChosenCardRaces(
  tx: DbOrTx,
  contest: { id: number; slug: string },
  chosen: readonly CardRaceRow[],
  limits: Pick<CardRacesInput, 'maxWagers' | 'minWagerAmount'>,
): Promise<ContestRace[]> {
  const present = await raceIdsInContest(
    tx,
    contest.id,
    chosen.map((row) => row.race.id),
  );
  const repeated = chosen.find((row) => present.has(row.race.id));
  if (repeated) throw conflict(S.raceAlreadyInContest(repeated.race.raceNumber));
  const minWagerAmountCents = dollarsToCents(limits.minWagerAmount) ?? 0;
  const added = await insertContestRaces(
    tx,
    chosen.map((row) => ({
      contestId: contest.id,
      raceId: row.race.id,
      maxWagers: limits.maxWagers,
      minWagerAmountCents,
    })),
  );
  const byRaceId = new Map(added.map((contestRace) => [contestRace.raceId, contestRace]));
  return chosen.map((row) => toContestRace(byRaceId.get(row.race.id)!, contest.slug, row.race, row.track));
}

/**
 * POST /contest/{id}/card-races: the chosen races of one card join the contest in one transaction, with one
 * minimum stake and one maximum of plays; all or none. Like a single add: not into a concluded contest, not a
 * finalized race or one past its post time, not a race the contest has.
 */
export async function addCardRaces(
  ctx: AppContext,
  operator: Operator,
  idOrSlug: string,
  card: CardRacesInput,
): Promise<ContestRace[]> {
  const found = await findContest(ctx.db, idOrSlug);
  if (!found) throw notFound(CONTEST_RACE_MESSAGES.contestNotFound);
  return ctx.db.transaction(async (tx) => {
    const chosen = await lockChosenCardRaces(tx, card, ctx.now());
    const contest = await lockContest(tx, found.id);
    if (!contest) throw notFound(CONTEST_RACE_MESSAGES.contestNotFound);
    if (contest.concludedAt) throw conflict(CONTEST_RACE_MESSAGES.contestConcluded);
    const added = await insertChosenCardRaces(tx, contest, chosen, card);
    await auditContestChange(tx, operator, contest, `added ${cardRacesText(added)} to`, [
      { field: 'max plays', before: null, after: card.maxWagers },
      { field: 'minimum stake', before: null, after: moneyText(dollarsToCents(card.minWagerAmount) ?? 0) },
    ]);
    return added;
  });
}
