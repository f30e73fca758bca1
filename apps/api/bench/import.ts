import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { numberParsers, openPglite } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { tracks } from '../src/db/schema/races';
import { drfBytes, drfLines, inventedCard } from '../test/fixtures/race-cards/generate-drf';
import { multipartBody } from '../test/fixtures/race-cards/upload';
import { writeZip } from '../test/fixtures/race-cards/zip-writer';
import { benchApp, formatMs, insertAccountsWithSessions } from './bench-setup';

/**
 * Race-card import speed: a Brisnet zip of 12 races × 14 runners uploaded through the HTTP layer
 * (`POST /api/race-card`) into in-memory PGlite, timed for the first import and for a re-import of the same
 * card (which updates every race and runner). A small card on another date warms the app up first.
 */

export interface ImportBenchResult {
  races: number;
  runners: number;
  firstImportMs: number;
  reimportMs: number;
}

const RACES = 12;
const RUNNERS = 14;

function cardZip(date: string, races: number, runners: number): Buffer {
  const card = inventedCard({ track: 'CD', date, races, runners, firstPostHour: 9 });
  return writeZip([{ name: `CDX${date.slice(4)}.DRF`, data: drfBytes(drfLines(card)) }]);
}

export async function benchImport(): Promise<ImportBenchResult> {
  const client = new PGlite({ parsers: numberParsers });
  await client.waitReady;
  const database = openPglite(client);
  await migrateDatabase(database);
  const app = await benchApp(database);
  try {
    await database.db
      .insert(tracks)
      .values({ code: 'CD', name: 'Bench Downs', timezone: 'America/New_York' });
    const { tokens } = await insertAccountsWithSessions(database.db, 1, { administrator: true });
    const authorization = `Bearer ${tokens[0]}`;

    const upload = async (bytes: Buffer) => {
      const body = await multipartBody([{ name: 'card.zip', bytes }]);
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/race-card',
        headers: { authorization, ...body.headers },
        payload: body.payload,
      });
      const milliseconds = performance.now() - started;
      if (response.statusCode !== 201)
        throw new Error(`import failed: ${response.statusCode} ${response.body}`);
      return { milliseconds, result: response.json() as { races: number; runners: number } };
    };

    await upload(cardZip('20300101', 2, 4));
    const zip = cardZip('20300504', RACES, RUNNERS);
    const first = await upload(zip);
    const again = await upload(zip);
    return {
      races: first.result.races,
      runners: first.result.runners,
      firstImportMs: first.milliseconds,
      reimportMs: again.milliseconds,
    };
  } finally {
    await app.close();
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchImport()
    .then((result) => {
      console.log(
        `race-card import, ${result.races} races × ${RUNNERS} runners (${result.runners} runners) on PGlite: ` +
          `first ${formatMs(result.firstImportMs)}, re-import ${formatMs(result.reimportMs)} (aim well under 1 s)`,
      );
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
