import { RaceType } from '@cj/shared/enums';
import { cardError } from './card-errors';
import { type CardRow, type ClockTime, textOrNull } from './card-rows';
import { CsvSyntaxError, isBlankRecord, parseCsvRecords } from './csv-records';

/** Brisnet single-file past performances: 1-based field numbers of what the product maps (race-card-formats.md §1). */
const FIELD = {
  track: 1,
  date: 2,
  race: 3,
  postPosition: 4,
  entryFlag: 5,
  distance: 6,
  surface: 7,
  trainer: 28,
  jockey: 33,
  mtoAe: 41,
  program: 43,
  morningLine: 44,
  horse: 45,
  postTime: 1418,
} as const;

const DRF_FIELD_COUNT = 1435;
/** A line shorter than this lacks the runner itself; longer-but-short lines are padded (lenient parsing). */
const MIN_FIELDS = FIELD.horse;

const SURFACES: Record<string, string> = { D: 'Dirt', T: 'Turf', d: 'Inner dirt', t: 'Inner turf' };
const YARDS_PER_FURLONG = 220;

function isoDate(yyyymmdd: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(yyyymmdd);
  if (!match) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** Field 6: yards, negative meaning "about": 1320 → '6 furlongs', -1760 → 'about 8 furlongs'. */
function distanceText(yards: string): string | null {
  if (!/^-?\d+$/.test(yards) || Number(yards) === 0) return null;
  const furlongs = Math.round((Math.abs(Number(yards)) / YARDS_PER_FURLONG) * 100) / 100;
  return `${Number(yards) < 0 ? 'about ' : ''}${furlongs} furlongs`;
}

/** Field 1418: 'HHMM' (or 'HMM') on the Pacific clock, 24-hour. */
function pacificPostTime(text: string): ClockTime | null | 'invalid' {
  if (text === '') return null;
  const match = /^(\d{1,2})(\d{2})$/.exec(text);
  if (!match) return 'invalid';
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? { clock: 'pacific', hour, minute } : 'invalid';
}

/** Reads every runner line of a Brisnet .DRF text; each problem names the file and line. */
export function parseDrf(text: string, file: string): CardRow[] {
  let records: ReturnType<typeof parseCsvRecords>;
  try {
    records = parseCsvRecords(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw cardError(file, `garbled line: ${error.message}`, error.line);
    throw error;
  }
  const rows: CardRow[] = [];
  for (const record of records) {
    if (isBlankRecord(record)) continue;
    const { line, fields } = record;
    const fail = (detail: string) => cardError(file, detail, line);
    if (fields.length < MIN_FIELDS) {
      throw fail(
        `the line is too short (${fields.length} fields; a Brisnet line has ${DRF_FIELD_COUNT.toLocaleString('en-US')}).`,
      );
    }
    const field = (n: number) => (fields[n - 1] ?? '').trim();

    const trackCode = field(FIELD.track).toUpperCase();
    if (!/^[A-Z0-9]{1,3}$/.test(trackCode)) throw fail(`"${field(FIELD.track)}" is not a track code.`);
    const date = isoDate(field(FIELD.date));
    if (!date) throw fail(`"${field(FIELD.date)}" is not a race date (YYYYMMDD).`);
    const raceText = field(FIELD.race);
    if (!/^\d{1,2}$/.test(raceText) || Number(raceText) === 0) {
      throw fail(`"${raceText}" is not a race number.`);
    }
    const horse = field(FIELD.horse);
    if (horse === '') throw fail('the horse has no name.');
    const postTime = pacificPostTime(field(FIELD.postTime));
    if (postTime === 'invalid') throw fail(`"${field(FIELD.postTime)}" is not a post time (HHMM).`);
    const postPosition = field(FIELD.postPosition);
    const mtoAe = field(FIELD.mtoAe).toUpperCase();

    rows.push({
      line,
      trackCode,
      date,
      raceNumber: Number(raceText),
      raceType: RaceType.Thoroughbred,
      postTime,
      programNumber: field(FIELD.program),
      horse,
      morningLine: field(FIELD.morningLine),
      scratched: field(FIELD.entryFlag).toUpperCase() === 'S',
      mto: mtoAe === 'M',
      ae: mtoAe === 'A',
      postPosition: /^\d{1,2}$/.test(postPosition) ? Number(postPosition) : null,
      jockeyOrDriver: textOrNull(field(FIELD.jockey)),
      trainer: textOrNull(field(FIELD.trainer)),
      distance: distanceText(field(FIELD.distance)),
      surface: SURFACES[field(FIELD.surface)] ?? textOrNull(field(FIELD.surface), 20),
    });
  }
  return rows;
}
