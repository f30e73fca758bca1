import { formatMoney } from '@cj/shared/rules/money';
import { ordinal } from '@cj/shared/rules/ordinal';
import { contestPlayerName } from '@cj/shared/rules/player-name';
import { scoreLabel } from '@cj/shared/rules/score-label';
import { formatContestDate } from '@cj/shared/rules/zoned-time';

/** The brand of the host the card was asked of: its name, its mark and its address. */
export interface CardBrand {
  name: string;
  initials: string;
  /** 'contestjockey.com': where the card's readers find the contest. */
  host: string;
}

/** Every text an entry's share card shows, worked out from the facts (the layout only places them). */
export interface PlayerCard {
  brand: CardBrand;
  contestName: string;
  /** 'November 28, 2026' (spec §9: contest dates in UTC). */
  contestDate: string;
  /** 'Ada L.', 'Ada L. (2)': the first name and the last name's initial, never more. */
  playerName: string;
  /** '4th' */
  place: string;
  /** 'of 9 entries', 'of 9 entries, tied' */
  placeOf: string;
  /** 'Bankroll' or 'Score' */
  figureLabel: string;
  /** '$124.00' */
  figure: string;
  /** 'After 5 of 9 races', 'After all 9 races', 'Before the first result' */
  asOf: string;
}

export interface PlayerCardFacts {
  contest: { name: string; startTime: Date; format: number };
  races: number;
  finalizedRaces: number;
  entry: { firstName: string; lastName: string; entryNumber: number; leaderboardBankrollCents: number };
  higherEntries: number;
  levelEntries: number;
  entries: number;
}

const racesText = (count: number) => (count === 1 ? '1 race' : `${count} races`);
const entriesText = (count: number) => (count === 1 ? '1 entry' : `${count.toLocaleString('en-US')} entries`);

/** How far the figures go: they change only when a race of the contest is finalized. */
function asOfText(finalized: number, races: number): string {
  if (finalized === 0) return 'Before the first result';
  if (finalized === races) return races === 1 ? 'After its one race' : `After all ${races} races`;
  return `After ${finalized} of ${racesText(races)}`;
}

export function playerCard(facts: PlayerCardFacts, brand: CardBrand): PlayerCard {
  const { contest, entry } = facts;
  return {
    brand,
    contestName: contest.name,
    contestDate: formatContestDate(contest.startTime),
    playerName: contestPlayerName(entry, entry.entryNumber),
    place: ordinal(facts.higherEntries + 1),
    placeOf: `of ${entriesText(facts.entries)}${facts.levelEntries > 0 ? ', tied' : ''}`,
    figureLabel: scoreLabel(contest.format),
    figure: formatMoney(entry.leaderboardBankrollCents),
    asOf: asOfText(facts.finalizedRaces, facts.races),
  };
}
