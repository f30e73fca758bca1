import { formatMorningLine, parseMorningLine } from '@cj/shared/rules/morning-line';
import {
  compareProgramNumbers,
  coupledEntryBase,
  normalizeProgramNumber,
  parseProgramNumber,
} from '@cj/shared/rules/program-number';
import { RUNNER_NAME_MAX } from '@cj/shared/runners';
import { cardError } from './card-errors';
import type { CardFile, CardRow, ClockTime } from './card-rows';

/** A runner as the product stores it: a coupled entry ('1' and '1A') is already one runner named 'A / B'. */
export interface CardRunner {
  line: number;
  /** '1'..'35', 'AE1'..'AE4', or '' for blank. */
  programNumber: string;
  name: string;
  /** Conventional text ('9-2') or '' when the file left it blank. */
  morningLine: string;
  scratched: boolean;
  mto: boolean;
  ae: boolean;
  postPosition: number | null;
  jockeyOrDriver: string | null;
  trainer: string | null;
}

export interface CardRace {
  line: number;
  raceNumber: number;
  raceType: CardRow['raceType'];
  postTime: ClockTime;
  distance: string | null;
  surface: string | null;
  runners: CardRunner[];
}

/** One track's races on one date, checked and ready to import. */
export interface ParsedCard {
  file: string;
  /** The line of the first runner: where "this card" is said to start. */
  line: number;
  trackCode: string;
  date: string;
  races: CardRace[];
}

const SINGLE_CARD = 'a file must hold one card: one track on one date.';
/** Far more than any field (35 starters and 4 also-eligibles), and small enough to write a card in one statement. */
const MAX_LINES_PER_RACE = 60;

function morningLineText(row: CardRow, file: string): string {
  if (row.morningLine === '') return '';
  const odds = parseMorningLine(row.morningLine);
  if (odds === null) {
    throw cardError(
      file,
      `morning line "${row.morningLine}" is not odds (write it like 9-2 or 4.50).`,
      row.line,
    );
  }
  return formatMorningLine(odds);
}

/** The lines of a coupled entry, base number first ('1', '1A', '1B'), folded into one runner. */
function coupledRunner(parts: CardRow[], programNumber: string, file: string): CardRunner {
  const sorted = [...parts].sort((a, b) => compareProgramNumbers(a.programNumber, b.programNumber));
  const lead = sorted[0]!;
  const morningLine = sorted.map((part) => morningLineText(part, file)).find((text) => text !== '') ?? '';
  return {
    line: lead.line,
    programNumber,
    name: sorted
      .map((part) => part.horse)
      .join(' / ')
      .slice(0, RUNNER_NAME_MAX),
    morningLine,
    // The entry runs while any of its horses does.
    scratched: sorted.every((part) => part.scratched),
    mto: lead.mto,
    ae: lead.ae,
    postPosition: lead.postPosition,
    jockeyOrDriver: lead.jockeyOrDriver,
    trainer: lead.trainer,
  };
}

function buildRunners(rows: CardRow[], raceNumber: number, file: string): CardRunner[] {
  const seen = new Map<string, number>();
  const entries = new Map<string, CardRow[]>();
  const runners: CardRunner[] = [];
  const tooMany = rows[MAX_LINES_PER_RACE];
  if (tooMany) {
    throw cardError(
      file,
      `race ${raceNumber} has more than ${MAX_LINES_PER_RACE} runner lines.`,
      tooMany.line,
    );
  }
  for (const row of rows) {
    const written = normalizeProgramNumber(row.programNumber);
    const base = parseProgramNumber(coupledEntryBase(row.programNumber));
    if (base === null) {
      throw cardError(
        file,
        `program number "${row.programNumber}" is not valid (1 to 35, AE1 to AE4, or blank).`,
        row.line,
      );
    }
    if (written !== '') {
      const earlier = seen.get(written);
      if (earlier !== undefined) {
        throw cardError(
          file,
          `program number "${written}" appears twice in race ${raceNumber} (lines ${earlier} and ${row.line}).`,
          row.line,
        );
      }
      seen.set(written, row.line);
    }
    if (base === '') {
      runners.push(coupledRunner([row], '', file));
    } else {
      entries.set(base, [...(entries.get(base) ?? []), row]);
    }
  }
  for (const [programNumber, parts] of entries) runners.push(coupledRunner(parts, programNumber, file));
  return runners.sort((a, b) => compareProgramNumbers(a.programNumber, b.programNumber) || a.line - b.line);
}

/**
 * Checks the rows of one file and folds them into one card: one track and one date, races by number, coupled
 * entries joined, program numbers valid and unique in their race, morning lines readable, a post time per race.
 */
export function buildCard({ file, rows }: CardFile): ParsedCard {
  const first = rows[0];
  if (!first) throw cardError(file, 'the file holds no runners.');
  const byRace = new Map<number, CardRow[]>();
  for (const row of rows) {
    if (row.trackCode !== first.trackCode) {
      throw cardError(
        file,
        `track "${row.trackCode}" differs from track "${first.trackCode}" of line ${first.line}; ${SINGLE_CARD}`,
        row.line,
      );
    }
    if (row.date !== first.date) {
      throw cardError(
        file,
        `date ${row.date} differs from date ${first.date} of line ${first.line}; ${SINGLE_CARD}`,
        row.line,
      );
    }
    byRace.set(row.raceNumber, [...(byRace.get(row.raceNumber) ?? []), row]);
  }
  const races = [...byRace.entries()]
    .sort(([a], [b]) => a - b)
    .map(([raceNumber, raceRows]): CardRace => {
      const lead = raceRows[0]!;
      const postTime = raceRows.find((row) => row.postTime !== null)?.postTime;
      if (!postTime) throw cardError(file, `race ${raceNumber} has no post time.`, lead.line);
      return {
        line: lead.line,
        raceNumber,
        raceType: lead.raceType,
        postTime,
        distance: lead.distance,
        surface: lead.surface,
        runners: buildRunners(raceRows, raceNumber, file),
      };
    });
  return { file, line: first.line, trackCode: first.trackCode, date: first.date, races };
}
