import type { RaceType } from '@cj/shared/enums';

/**
 * One runner line of a race card, read from any format but not yet checked against the others: the shape every
 * parser (Brisnet .DRF, the house CSV, later HTML adapters) maps into.
 */
export interface CardRow {
  line: number;
  trackCode: string;
  /** YYYY-MM-DD, the card's date at the track. */
  date: string;
  raceNumber: number;
  raceType: RaceType;
  /** Wall-clock post time, on the Pacific clock (Brisnet) or the track's own clock (house CSV). */
  postTime: ClockTime | null;
  /** As written: '1', '1A', 'AE2', '' … checked when the card is built. */
  programNumber: string;
  horse: string;
  /** As written: '4.50', '9-2', '' … checked when the card is built. */
  morningLine: string;
  scratched: boolean;
  mto: boolean;
  ae: boolean;
  postPosition: number | null;
  jockeyOrDriver: string | null;
  trainer: string | null;
  distance: string | null;
  surface: string | null;
}

export interface ClockTime {
  clock: 'pacific' | 'track';
  hour: number;
  minute: number;
}

/** The rows of one data file, and how to name that file in messages. */
export interface CardFile {
  file: string;
  rows: CardRow[];
}

/** Text or null when blank. */
export const textOrNull = (value: string, max = 100) => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.slice(0, max);
};
