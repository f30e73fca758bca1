import type { CardRace, RaceCardSummary } from '@cj/shared/race-cards';
import { jsonResponse } from '@/testing/test-utils';
import { churchill, race } from './race-data';

/** A card at Churchill Downs on May 3, 2031: races 1 and 2 at 1:05 and 1:35 PM at the track, race 3 finalized. */
export const CARD_DATE = '2031-05-03';

export const cardRaces: CardRace[] = [1, 2, 3].map((raceNumber) => ({
  ...race,
  id: 50 + raceNumber,
  raceNumber,
  raceDate: CARD_DATE,
  postTime: new Date(Date.parse(`${CARD_DATE}T17:05:00.000Z`) + (raceNumber - 1) * 30 * 60_000).toISOString(),
  finalized: raceNumber === 3,
  isWageringClosed: raceNumber === 3,
  pastPost: false,
  track: churchill,
}));

const cardSummaries: RaceCardSummary[] = [
  { date: CARD_DATE, track: { id: churchill.id, name: churchill.name }, racesCount: cardRaces.length },
];

/** The calls choosing the card makes: the cards of its date and its races. */
export const cardApi = {
  'GET /api/race-cards': () => jsonResponse(cardSummaries),
  [`GET /api/race-cards/${churchill.id}/${CARD_DATE}`]: () => jsonResponse(cardRaces),
};
