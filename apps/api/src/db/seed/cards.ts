import type { RaceType } from '@cj/shared/enums';
import { postTimeFavorite } from '@cj/shared/rules/favorite';
import type { WinResult } from '@cj/shared/rules/scoring';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { raceResultRunners, raceResults, races, runners } from '../schema/races';
import type { CardDraft } from './card-drafts';
import { required } from './collections';
import type { SeededTrack } from './tracks';

/** Race cards written to the database; what comes back is what contests and plays are built on. */

interface SeededRunner {
  id: number;
  programNumber: string;
  name: string;
  morningLine: string;
  scratched: boolean;
  ae: boolean;
}

export interface SeededRace {
  id: number;
  raceNumber: number;
  postTime: Date;
  finalized: boolean;
  finalizedAt: Date | null;
  runners: SeededRunner[];
  /** Set on finalized races that had a scratch: the admin-marked post-time favorite. */
  favoriteRunnerId: number | null;
  winResults: WinResult<number>[];
}

export interface SeededCard {
  key: string;
  track: SeededTrack;
  raceDate: string;
  raceType: RaceType;
  races: SeededRace[];
}

export async function insertCard(tx: DbOrTx, card: CardDraft): Promise<SeededCard> {
  const raceRows = await tx
    .insert(races)
    .values(
      card.races.map((race) => ({
        trackId: card.track.id,
        raceDate: card.raceDate,
        raceNumber: race.raceNumber,
        postTime: race.postTime,
        raceType: card.plan.raceType,
        isWageringClosed: race.finalizedAt !== null,
        finalized: race.finalizedAt !== null,
        finalizedAt: race.finalizedAt,
        distance: race.distance,
        surface: race.surface,
      })),
    )
    .returning({ id: races.id, raceNumber: races.raceNumber });
  const raceIds = new Map(raceRows.map((row) => [row.raceNumber, row.id]));
  const raceIdOf = (raceNumber: number) => required(raceIds, raceNumber);

  const runnerRows = await tx
    .insert(runners)
    .values(
      card.races.flatMap((race) =>
        race.runners.map((runner) => ({ ...runner, raceId: raceIdOf(race.raceNumber) })),
      ),
    )
    .returning({ id: runners.id, raceId: runners.raceId, programNumber: runners.programNumber });
  const runnerIds = new Map(runnerRows.map((row) => [`${row.raceId}:${row.programNumber}`, row.id]));

  const seededRaces: SeededRace[] = [];
  for (const race of card.races) {
    const raceId = raceIdOf(race.raceNumber);
    const runnerIdOf = (programNumber: string) => required(runnerIds, `${raceId}:${programNumber}`);
    const seededRunners = race.runners.map((runner) => ({
      id: runnerIdOf(runner.programNumber),
      programNumber: runner.programNumber,
      name: runner.name,
      morningLine: runner.morningLine,
      scratched: runner.scratched,
      ae: runner.ae,
    }));
    const winResults = race.winners.map((winner) => ({
      runnerId: runnerIdOf(winner.programNumber),
      payoffCents: winner.payoffCents,
    }));
    for (const result of winResults) {
      const [row] = await tx
        .insert(raceResults)
        .values({ raceId, payoffCents: result.payoffCents })
        .returning({ id: raceResults.id });
      await tx
        .insert(raceResultRunners)
        .values({ resultId: row!.id, runnerId: result.runnerId, finishOrder: 1 });
    }
    const hadScratch = race.runners.some((runner) => runner.scratched);
    const favoriteRunnerId = race.finalizedAt && hadScratch ? postTimeFavorite(seededRunners) : null;
    if (favoriteRunnerId !== null) {
      await tx.update(races).set({ favoriteRunnerId }).where(eq(races.id, raceId));
    }
    seededRaces.push({
      id: raceId,
      raceNumber: race.raceNumber,
      postTime: race.postTime,
      finalized: race.finalizedAt !== null,
      finalizedAt: race.finalizedAt,
      runners: seededRunners,
      favoriteRunnerId,
      winResults,
    });
  }
  return {
    key: card.plan.key,
    track: card.track,
    raceDate: card.raceDate,
    raceType: card.plan.raceType,
    races: seededRaces,
  };
}
