import { RaceType } from '@cj/shared/enums';
import { isCalendarDate } from '@cj/shared/race-cards';
import { cardError } from './card-errors';
import { type CardRow, type ClockTime, textOrNull } from './card-rows';
import { CsvSyntaxError, isBlankRecord, parseCsvRecords } from './csv-records';

/** The house card format (race-card-formats.md §2): a header row, then one row per runner. */
const CSV_COLUMNS = [
  'breed',
  'track',
  'date',
  'race',
  'post_time',
  'program',
  'horse',
  'morning_line',
  'jockey_or_driver',
  'trainer',
  'scratched',
  'mto',
  'ae',
  'gait',
  'distance',
  'surface',
] as const;
type Column = (typeof CSV_COLUMNS)[number];

/** Columns a file must have; the others may be left out. */
const REQUIRED_COLUMNS: readonly Column[] = [
  'breed',
  'track',
  'date',
  'race',
  'post_time',
  'program',
  'horse',
  'morning_line',
];

const BREEDS: Record<string, CardRow['raceType']> = { TB: RaceType.Thoroughbred, SB: RaceType.Harness };
const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0', '']);

function readHeader(fields: string[], file: string, line: number): Map<Column, number> {
  const positions = new Map<Column, number>();
  fields.forEach((field, index) => {
    const name = field.trim().toLowerCase() as Column;
    if ((CSV_COLUMNS as readonly string[]).includes(name) && !positions.has(name)) positions.set(name, index);
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length > 0) {
    throw cardError(file, `the header has no column ${missing.map((c) => `"${c}"`).join(', ')}.`, line);
  }
  return positions;
}

/** post_time: 'HH:MM' (24-hour) on the track's clock. */
function trackPostTime(text: string): ClockTime | null | 'invalid' {
  if (text === '') return null;
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return 'invalid';
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? { clock: 'track', hour, minute } : 'invalid';
}

/** Reads the house CSV; each problem names the file and line. */
export function parseHouseCsv(text: string, file: string): CardRow[] {
  let records: ReturnType<typeof parseCsvRecords>;
  try {
    records = parseCsvRecords(text).filter((record) => !isBlankRecord(record));
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw cardError(file, `garbled line: ${error.message}`, error.line);
    throw error;
  }
  const [header, ...body] = records;
  if (!header) throw cardError(file, 'the file is empty.');
  const positions = readHeader(header.fields, file, header.line);

  return body.map(({ line, fields }) => {
    const fail = (detail: string) => cardError(file, detail, line);
    if (fields.length !== header.fields.length) {
      throw fail(`the line has ${fields.length} columns; the header has ${header.fields.length}.`);
    }
    const value = (column: Column) => {
      const index = positions.get(column);
      return index === undefined ? '' : (fields[index] ?? '').trim();
    };
    const flag = (column: Column) => {
      const text = value(column).toLowerCase();
      if (TRUE.has(text)) return true;
      if (FALSE.has(text)) return false;
      throw fail(`${column} "${value(column)}" must be true or false.`);
    };

    const raceType = BREEDS[value('breed').toUpperCase()];
    if (raceType === undefined) throw fail(`breed "${value('breed')}" must be TB or SB.`);
    const trackCode = value('track').toUpperCase();
    if (!/^[A-Z0-9]{1,8}$/.test(trackCode)) throw fail(`"${value('track')}" is not a track code.`);
    if (!isCalendarDate(value('date'))) throw fail(`"${value('date')}" is not a date (YYYY-MM-DD).`);
    const race = value('race');
    if (!/^\d{1,2}$/.test(race) || Number(race) === 0) throw fail(`"${race}" is not a race number.`);
    const postTime = trackPostTime(value('post_time'));
    if (postTime === 'invalid') throw fail(`"${value('post_time')}" is not a post time (HH:MM).`);
    const horse = value('horse');
    if (horse === '') throw fail('the horse has no name.');

    return {
      line,
      trackCode,
      date: value('date'),
      raceNumber: Number(race),
      raceType,
      postTime,
      programNumber: value('program'),
      horse,
      morningLine: value('morning_line'),
      scratched: flag('scratched'),
      mto: flag('mto'),
      ae: flag('ae'),
      postPosition: null,
      jockeyOrDriver: textOrNull(value('jockey_or_driver')),
      trainer: textOrNull(value('trainer')),
      distance: textOrNull(value('distance'), 40),
      surface: textOrNull(value('surface'), 20),
    };
  });
}
