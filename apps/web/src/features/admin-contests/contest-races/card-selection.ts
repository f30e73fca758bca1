import { type CardRaces, CardRacesSchema } from '@cj/shared/contest-setup';
import type { CardRace, RaceCardSummary } from '@cj/shared/race-cards';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { getCardRacesQueryOptions } from '@/api/races/get-card-races';
import { getRaceCardsQueryOptions } from '@/api/races/get-race-cards';

/**
 * A race card and its races being chosen: the date, the card (a track on that date), the races ticked ('all' until
 * the administrator unticks one: every race on offer), one minimum stake and one maximum of plays for all.
 */
export interface CardSelection {
  raceDate: string;
  trackId: number | '';
  raceIDs: readonly number[] | 'all';
  maxWagers: string;
  minWagerAmount: string;
}

export const emptyCardSelection = (raceDate: string): CardSelection => ({
  raceDate,
  trackId: '',
  raceIDs: 'all',
  maxWagers: '1',
  minWagerAmount: '0',
});

type CardField = 'trackID' | 'raceDate' | 'raceIDs' | 'maxWagers' | 'minWagerAmount';
export type CardErrors = Partial<Record<CardField, string>>;

/**
 * Why a race of the card is not on offer, or null when it may be added. Past post is the server's answer (its
 * clock), as the API refuses such a race.
 */
type UnavailableReason = 'finalized' | 'in the contest' | 'past post' | null;

export interface CardChoice {
  cards: UseQueryResult<RaceCardSummary[]>;
  races: UseQueryResult<CardRace[]>;
  /** Every race of the card with why it cannot be added, if it cannot. */
  rows: readonly { race: CardRace; unavailable: UnavailableReason }[];
  chosen: readonly CardRace[];
  /** The earliest post time of the chosen races (the contest's default start), or null. */
  firstPostTime: string | null;
  /** The card's track timezone once its races are read. */
  timezone: string | null;
}

/** The cards of the selection's date and the races of its card, loaded while `enabled`. */
export function useCardChoice(
  selection: CardSelection,
  options: { enabled: boolean; racesInContest?: ReadonlySet<number> },
): CardChoice {
  const { raceDate, trackId } = selection;
  const cards = useQuery({
    ...getRaceCardsQueryOptions(raceDate),
    enabled: options.enabled && raceDate !== '',
  });
  const races = useQuery({
    ...getCardRacesQueryOptions(Number(trackId), raceDate),
    enabled: options.enabled && trackId !== '' && raceDate !== '',
  });
  const inContest = options.racesInContest ?? new Set<number>();
  const rows = (trackId === '' ? [] : (races.data ?? [])).map((race) => ({
    race,
    unavailable: (race.finalized
      ? 'finalized'
      : inContest.has(race.id)
        ? 'in the contest'
        : race.pastPost
          ? 'past post'
          : null) as UnavailableReason,
  }));
  const offered = rows.filter((row) => row.unavailable === null).map((row) => row.race);
  const ticked = selection.raceIDs === 'all' ? null : new Set(selection.raceIDs);
  const chosen = ticked ? offered.filter((race) => ticked.has(race.id)) : offered;
  const firstPostTime =
    chosen.map((race) => race.postTime).sort((a, b) => Date.parse(a) - Date.parse(b))[0] ?? null;
  return { cards, races, rows, chosen, firstPostTime, timezone: rows[0]?.race.track.timezone ?? null };
}

/** The selection as POST /contest/{id}/card-races (and a new contest's `raceCard`) takes it, or its messages. */
export function parseCardSelection(
  selection: CardSelection,
  chosen: readonly CardRace[],
): { data: CardRaces; errors?: undefined } | { data?: undefined; errors: CardErrors } {
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
  const result = CardRacesSchema.safeParse({
    trackID: selection.trackId === '' ? undefined : selection.trackId,
    raceDate: selection.raceDate,
    raceIDs: chosen.map((race) => race.id),
    maxWagers: number(selection.maxWagers),
    minWagerAmount: number(selection.minWagerAmount),
  });
  if (result.success) return { data: result.data };
  const errors: CardErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CardField;
    errors[field] ??= issue.message;
  }
  return { errors };
}
