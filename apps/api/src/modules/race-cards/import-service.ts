import { AuditEventType } from '@cj/shared/enums';
import type { RaceCardImport } from '@cj/shared/race-cards';
import { isRaceClosed } from '@cj/shared/rules/race-state';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { auditOperatorAction } from '../audit/operator-action';
import { type Operator, raceSubject, runnerName } from '../audit/subjects';
import { notifyScratchNotices, queueScratchNotices } from '../plays/scratch-notices';
import { listRunnersOfRaceIds } from '../races/service';
import type { RaceRow, RunnerRow } from '../races/views';
import { announceRunnerChange } from '../runners/service';
import { findTrackOfCode } from '../tracks/service';
import type { TrackRow } from '../tracks/views';
import type { CardRace, CardRunner, ParsedCard } from './card-builder';
import { cardError } from './card-errors';
import {
  countCardRaces,
  insertRunners,
  lockCardRaces,
  type RaceInsert,
  type RunnerInsert,
  updateRunnerById,
  upsertNumberedRunners,
  upsertRaces,
} from './import-repository';
import { postTimeInstant } from './post-times';
import { type CardSource, readCardFile } from './read-card-file';

function leftUnchanged(race: Pick<RaceRow, 'raceNumber' | 'finalized'>): string {
  return `Race ${race.raceNumber} was left unchanged: ${race.finalized ? 'it is finalized' : 'wagering on it is closed'}.`;
}

const runnerLabel = (runner: RunnerRow) =>
  runner.programNumber === null ? `"${runner.name}"` : `${runner.programNumber} (${runner.name})`;

function runnerValues(raceId: number, runner: CardRunner): RunnerInsert {
  return {
    raceId,
    programNumber: runner.programNumber === '' ? null : runner.programNumber,
    name: runner.name,
    morningLine: runner.morningLine,
    scratched: runner.scratched,
    mto: runner.mto,
    ae: runner.ae,
    postPosition: runner.postPosition,
    jockeyOrDriver: runner.jockeyOrDriver,
    trainer: runner.trainer,
  };
}

interface RunnerWrites {
  numbered: RunnerInsert[];
  blankInserts: RunnerInsert[];
  blankUpdates: { id: number; values: RunnerInsert }[];
  warnings: string[];
}

/**
 * How the runners of one race in the file meet those already stored: numbered runners are keyed by program
 * number (the upsert does the matching); blank-numbered ones by name. Stored runners the file no longer has
 * stay as they are (an admin may have added them), with a warning.
 */
function planRunners(race: CardRace, raceId: number, stored: RunnerRow[], writes: RunnerWrites) {
  const unmatchedBlanks = stored.filter((runner) => runner.programNumber === null);
  for (const runner of race.runners) {
    const values = runnerValues(raceId, runner);
    if (runner.programNumber !== '') {
      writes.numbered.push(values);
      continue;
    }
    const index = unmatchedBlanks.findIndex((row) => row.name.toLowerCase() === runner.name.toLowerCase());
    if (index === -1) {
      writes.blankInserts.push(values);
      continue;
    }
    const [match] = unmatchedBlanks.splice(index, 1);
    writes.blankUpdates.push({
      id: match!.id,
      values: { ...values, scratched: match!.scratched || runner.scratched },
    });
  }
  const programs = new Set(race.runners.map((runner) => runner.programNumber));
  const leftAlone = [
    ...stored.filter((runner) => runner.programNumber !== null && !programs.has(runner.programNumber)),
    ...unmatchedBlanks,
  ];
  for (const runner of leftAlone) {
    writes.warnings.push(
      `Race ${race.raceNumber}: runner ${runnerLabel(runner)} is not in the file and was left as it is.`,
    );
  }
}

async function writeCard(
  tx: DbOrTx,
  card: ParsedCard,
  track: TrackRow,
  now: Date,
): Promise<{ imported: RaceCardImport; raceIds: number[]; scratched: Map<number, RunnerRow[]> }> {
  const warnings: string[] = [];
  const stored = new Map(
    (await lockCardRaces(tx, track.id, card.date)).map((race) => [race.raceNumber, race]),
  );
  const raceValues: RaceInsert[] = [];
  for (const race of card.races) {
    const existing = stored.get(race.raceNumber);
    if (existing && isRaceClosed(existing, now)) {
      warnings.push(leftUnchanged(existing));
      continue;
    }
    raceValues.push({
      trackId: track.id,
      raceDate: card.date,
      raceNumber: race.raceNumber,
      raceType: race.raceType,
      postTime: postTimeInstant(card.date, race.postTime, track.timezone),
      distance: race.distance,
      surface: race.surface,
    });
  }
  const written = await upsertRaces(tx, raceValues, now);
  const raceIds = new Map(written.map((race) => [race.raceNumber, race.id]));
  for (const values of raceValues) {
    // Only a race added and closed by someone else while this import ran gets here.
    if (!raceIds.has(values.raceNumber))
      warnings.push(leftUnchanged({ raceNumber: values.raceNumber, finalized: false }));
  }

  const storedRunners = await listRunnersOfRaceIds(tx, [...raceIds.values()]);
  const writes: RunnerWrites = { numbered: [], blankInserts: [], blankUpdates: [], warnings };
  for (const race of card.races) {
    const raceId = raceIds.get(race.raceNumber);
    if (raceId === undefined) continue;
    planRunners(
      race,
      raceId,
      storedRunners.filter((runner) => runner.raceId === raceId),
      writes,
    );
  }
  let runners = await upsertNumberedRunners(tx, writes.numbered);
  runners += await insertRunners(tx, writes.blankInserts);
  for (const update of writes.blankUpdates) await updateRunnerById(tx, update.id, update.values);
  runners += writes.blankUpdates.length;
  const numberOfRace = new Map([...raceIds].map(([raceNumber, id]) => [id, raceNumber]));
  const scratched = new Map(
    [...(await newlyScratched(tx, storedRunners, [...raceIds.values()]))].map(([raceId, runners]) => [
      numberOfRace.get(raceId)!,
      runners,
    ]),
  );

  const racesCount = await countCardRaces(tx, track.id, card.date);
  return {
    imported: {
      races: written.length,
      runners,
      warnings,
      cards: [{ trackId: track.id, trackName: track.name, date: card.date, racesCount }],
    },
    raceIds: [...raceIds.values()],
    scratched,
  };
}

/** The runners stored before the import, not scratched then, that the card scratched; by race id. */
async function newlyScratched(tx: DbOrTx, before: RunnerRow[], raceIds: number[]) {
  const wasRunning = new Set(before.filter((runner) => !runner.scratched).map((runner) => runner.id));
  const byRace = new Map<number, RunnerRow[]>();
  for (const runner of await listRunnersOfRaceIds(tx, raceIds)) {
    if (!runner.scratched || !wasRunning.has(runner.id)) continue;
    byRace.set(runner.raceId, [...(byRace.get(runner.raceId) ?? []), runner]);
  }
  return byRace;
}

/** One audit row (type 11) per race whose runners the card scratched, naming them. */
async function auditImportScratches(
  tx: DbOrTx,
  operator: Operator,
  card: ParsedCard,
  track: TrackRow,
  written: { scratched: Map<number, RunnerRow[]> },
) {
  for (const [raceNumber, runners] of [...written.scratched].sort(([a], [b]) => a - b)) {
    const race = raceSubject({ raceNumber, raceDate: card.date }, track);
    await auditOperatorAction(tx, {
      eventType: AuditEventType.RunnerChanged,
      operator,
      action: 'imported a race card that scratched',
      subject: `${runners.map(runnerName).join(', ')} in ${race}`,
    });
  }
}

/**
 * Imports a checked card in one transaction, all or nothing. Re-importing updates races and runners (keyed by
 * track, date, race number, program number) instead of adding them again, and leaves alone, with a warning,
 * any race whose wagering is closed or that is finalized. The track comes from the card's code, or is given
 * (Parse URL), in which case the card must be for it.
 */
export async function importCard(
  ctx: AppContext,
  operator: Operator,
  card: ParsedCard,
  options: { track?: TrackRow } = {},
): Promise<RaceCardImport> {
  const track = options.track ?? (await findTrackOfCode(ctx.db, card.trackCode));
  if (!track)
    throw cardError(card.file, `Unknown track code "${card.trackCode}" — add the track first.`, card.line);
  if (track.code !== card.trackCode) {
    throw cardError(
      card.file,
      `the card is for track "${card.trackCode}", not ${track.name} (${track.code}).`,
      card.line,
    );
  }
  const { imported, raceIds, queuedNotices } = await ctx.db.transaction(async (tx) => {
    const written = await writeCard(tx, card, track, ctx.now());
    await auditImportScratches(tx, operator, card, track, written);
    // A card may scratch runners that were played: their players hear of it.
    return { ...written, queuedNotices: await queueScratchNotices(tx, ctx, { raceIds: written.raceIds }) };
  });
  for (const raceId of raceIds) await announceRunnerChange(ctx, raceId);
  await notifyScratchNotices(ctx, queuedNotices);
  return imported;
}

/** POST /race-card: an uploaded file read (zip, DRF or CSV) and imported under the track its card names. */
export const importRaceCardFile = async (ctx: AppContext, operator: Operator, source: CardSource) =>
  importCard(ctx, operator, await readCardFile(source));
