import { ContestFormat } from '@cj/shared/enums';
import { scoredRunnerForPlay } from '@cj/shared/rules/favorite';
import { parseMorningLine } from '@cj/shared/rules/morning-line';
import { contestPlayerName } from '@cj/shared/rules/player-name';
import { rankPlayers } from '@cj/shared/rules/ranking';
import { initialBankrollCents, playerBankrolls, raceReturnCents } from '@cj/shared/rules/scoring';
import { minimumStakeCents, WIN_STAKE_CENTS } from '@cj/shared/rules/stakes';
import { addMinutes } from '../../lib/time';
import type { DbOrTx } from '../client';
import { contestPlayers, wagers } from '../schema/contests';
import type { SeededRace } from './cards';
import { at, required } from './collections';
import type { SeededContest, SeededContestRace } from './contests';
import type { SeededAccount } from './players';
import type { SeededRandom } from './random';

/**
 * Entries and their plays, played out race by race with the game rules of ARCHITECTURE.md §4: stakes leave a
 * WinBankroll bankroll when placed, returns come back at finalize, and ranks are set once a race is finalized.
 */

interface PlayDraft {
  contestRaceId: number;
  raceId: number;
  runnerId: number;
  substituteRunnerId: number | null;
  amountCents: number;
  /** Null while the race is not finalized. */
  payoffCents: number | null;
  createdAt: Date;
}

export interface PlayerDraft {
  contestId: number;
  accountId: number;
  entryNumber: number;
  name: string;
  enrolledAt: Date;
  bankrollCents: number;
  leaderboardBankrollCents: number;
  rank: number | null;
  plays: PlayDraft[];
}

/** The entry name the product gives (the one rule): 'Avery M.', and 'Avery M. (2)' for a second entry. */
const entryName = (account: SeededAccount, entryNumber: number) => contestPlayerName(account, entryNumber);

/** Players lean towards the morning-line favourites. */
const pickRunner = (random: SeededRandom, race: SeededRace) =>
  random.weighted(
    race.runners.filter((runner) => !runner.scratched && !runner.ae),
    (runner) => 1 / ((parseMorningLine(runner.morningLine) ?? 10) + 1),
  );

/** A WinBankroll stake the entry can afford, at or above the race minimum; null when it cannot play. */
function pickStake(
  random: SeededRandom,
  contestRace: SeededContestRace,
  bankrollCents: number,
): number | null {
  const minimum = minimumStakeCents(contestRace.minWagerAmountCents);
  const affordable = [minimum, minimum * 2, 1000, 2000, 2500].filter(
    (stake) => stake >= minimum && stake <= bankrollCents,
  );
  return affordable.length ? random.pick(affordable) : null;
}

function draftPlays(
  random: SeededRandom,
  contest: SeededContest,
  enrolledAt: Date,
  options: { latePicker: boolean; noShow: boolean },
): PlayDraft[] {
  const { format, startingBankrollCents, isCancelled } = contest.plan;
  if (isCancelled || options.noShow) return [];
  let bankrollCents = initialBankrollCents(format, startingBankrollCents);
  const plays: PlayDraft[] = [];
  for (const [index, contestRace] of contest.contestRaces.entries()) {
    const race = contestRace.race;
    // Upcoming contests: a few early picks only. Finished ones: nearly every race.
    const willPlay = race.finalized ? random.chance(0.9) : index < 3 && random.chance(0.6);
    if (!willPlay) continue;
    const stake =
      format === ContestFormat.Win ? WIN_STAKE_CENTS : pickStake(random, contestRace, bankrollCents);
    if (stake === null) continue;
    // The late picker played a horse that was scratched after the pick: it is scored as the post-time favorite.
    const scratched =
      race.finalized && options.latePicker ? race.runners.find((runner) => runner.scratched) : undefined;
    const runner = scratched ?? pickRunner(random, race);
    if (format !== ContestFormat.Win) bankrollCents -= stake;

    let payoffCents: number | null = null;
    let substituteRunnerId: number | null = null;
    if (race.finalized) {
      const scored = scoredRunnerForPlay(runner.id, race.runners, race.favoriteRunnerId);
      substituteRunnerId = scored.substituted ? scored.runnerId : null;
      payoffCents = raceReturnCents(race.winResults, scored.runnerId, stake);
      if (format !== ContestFormat.Win) bankrollCents += payoffCents;
    }
    plays.push({
      contestRaceId: contestRace.id,
      raceId: race.id,
      runnerId: runner.id,
      substituteRunnerId,
      amountCents: stake,
      payoffCents,
      createdAt: race.finalized
        ? addMinutes(race.postTime, -random.int(15, 180))
        : addMinutes(enrolledAt, 10 + index),
    });
  }
  return plays;
}

/**
 * The entries of a contest: `plan.entrants` players taken in turn from the list (starting at a different
 * player for each contest), a second entry for the first of them when the contest allows two.
 */
export function draftPlayers(
  random: SeededRandom,
  contest: SeededContest,
  players: readonly SeededAccount[],
  contestIndex: number,
  now: Date,
): PlayerDraft[] {
  const { plan } = contest;
  const upcoming = contest.startTime > now;
  const seats = Array.from({ length: plan.entrants }, (_, seat) => ({
    account: at(players, (contestIndex * 5 + seat) % players.length),
    entryNumber: 1,
  }));
  if ((plan.maxEntries ?? 1) > 1) seats.push({ account: at(seats, 0).account, entryNumber: 2 });

  const drafts = seats.map(({ account, entryNumber }, seat): PlayerDraft => {
    const enrolledAt = upcoming
      ? addMinutes(now, -(seats.length - seat) * 150)
      : addMinutes(contest.startTime, -26 * 60 + seat * 10);
    const plays = draftPlays(random, contest, enrolledAt, {
      latePicker: seat === 0,
      noShow: !upcoming && seat === seats.length - 1,
    });
    const bankrolls = playerBankrolls({
      format: plan.format,
      startingBankrollCents: plan.startingBankrollCents,
      plays: plays.map((play) => ({
        stakeCents: play.amountCents,
        finalized: play.payoffCents !== null,
        returnCents: play.payoffCents ?? 0,
      })),
    });
    return {
      contestId: contest.id,
      accountId: account.id,
      entryNumber,
      name: entryName(account, entryNumber),
      enrolledAt,
      ...bankrolls,
      rank: null,
      plays,
    };
  });

  const anyFinalized = contest.contestRaces.some((contestRace) => contestRace.race.finalized);
  if (anyFinalized) {
    const ranked = rankPlayers(drafts.map((draft, index) => ({ ...draft, index })));
    for (const { index, rank } of ranked) at(drafts, index).rank = rank;
  }
  return drafts;
}

/** Inserts the entries and their plays; returns how many plays. */
export async function insertPlayers(tx: DbOrTx, drafts: readonly PlayerDraft[]): Promise<number> {
  if (drafts.length === 0) return 0;
  const rows = await tx
    .insert(contestPlayers)
    .values(drafts.map(({ plays: _, ...entry }) => entry))
    .returning({
      id: contestPlayers.id,
      accountId: contestPlayers.accountId,
      entryNumber: contestPlayers.entryNumber,
    });
  const entryIds = new Map(rows.map((row) => [`${row.accountId}:${row.entryNumber}`, row.id]));
  const plays = drafts.flatMap((draft) =>
    draft.plays.map((play) => ({
      ...play,
      contestPlayerId: required(entryIds, `${draft.accountId}:${draft.entryNumber}`),
    })),
  );
  if (plays.length) await tx.insert(wagers).values(plays);
  return plays.length;
}
