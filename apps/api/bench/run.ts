import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type BenchDatabase, createBenchDatabase, DEFAULT_BENCH_DATABASE_URL, formatMs } from './bench-setup';
import { benchFinalize, type FinalizeBenchResult } from './finalize';
import { benchImport, type ImportBenchResult } from './import';
import { benchPlayBurst, type PlayBurstResult } from './play-burst';

/**
 * `npm run bench` (apps/api): a race-card zip import on in-memory PGlite, then finalize at scale, the play burst
 * and, when its file is present, the leaderboard page, on PostgreSQL (BENCH_DATABASE_URL) in a database of its own,
 * then a summary. BENCH_QUICK=1 runs small (the race card keeps its size).
 */

const quick = process.env.BENCH_QUICK === '1';
const baseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
const ENTRIES = quick ? 10_000 : 100_000;

interface LeaderboardFigures {
  entries: number;
  fromTheTop: { medianMs: number; p95Ms: number };
  acrossTheBoard: { medianMs: number; p95Ms: number };
}

async function leaderboard(bench: BenchDatabase): Promise<LeaderboardFigures | string> {
  const file = fileURLToPath(new URL('./leaderboard.ts', import.meta.url));
  if (!existsSync(file)) return 'skipped: bench/leaderboard.ts is not there';
  const module = (await import(file)) as {
    benchLeaderboard?: (options: {
      database: BenchDatabase['database'];
      entries: number;
    }) => Promise<LeaderboardFigures>;
  };
  if (!module.benchLeaderboard) return 'skipped: bench/leaderboard.ts exports no benchLeaderboard';
  return module.benchLeaderboard({ database: bench.database, entries: ENTRIES });
}

function summary(
  cardImport: ImportBenchResult,
  finalize: FinalizeBenchResult,
  burst: PlayBurstResult,
  board: LeaderboardFigures | string,
) {
  const rows: [string, string, string][] = [
    [
      `race-card import, ${cardImport.races} races × ${cardImport.runners / cardImport.races} runners (zip)`,
      `${formatMs(cardImport.firstImportMs)}, re-import ${formatMs(cardImport.reimportMs)}`,
      'aim well under 1,000 ms on PGlite',
    ],
    [
      `finalize, ${finalize.entries.toLocaleString('en-US')} entries`,
      formatMs(finalize.milliseconds),
      `target ≤ 2,000 ms; PostgreSQL backend CPU ${finalize.databaseCpuMs === null ? 'unknown' : formatMs(finalize.databaseCpuMs)}; load average ${finalize.loadAverage.toFixed(1)}`,
    ],
    [
      'finalize SQL statements',
      `${finalize.smallStatements} (${finalize.smallEntries} entries) = ${finalize.statements} (${finalize.entries.toLocaleString('en-US')})`,
      'must be equal',
    ],
    [
      `play burst, ${burst.clients} clients, ${burst.seconds} s`,
      `${Math.round(burst.playsPerSecond).toLocaleString('en-US')} plays/s`,
      'aim ≥ 1,000 plays/s',
    ],
    [
      'play burst latency',
      `p50 ${formatMs(burst.p50Ms)}, p99 ${formatMs(burst.p99Ms)}`,
      `Node CPU ${burst.nodeCpuMsPerRequest.toFixed(2)} ms/request, PostgreSQL CPU ${burst.databaseCpuMsPerPlay === null ? 'unknown' : `${burst.databaseCpuMsPerPlay.toFixed(2)} ms`}/play; load average ${burst.loadAverage.toFixed(1)}`,
    ],
    ['play burst invariants', burst.invariantsHeld ? 'held' : 'BROKEN', burst.invariantDetail],
  ];
  if (typeof board === 'string') rows.push(['leaderboard page', board, '']);
  else {
    rows.push([
      `leaderboard page, ${board.entries.toLocaleString('en-US')} entries`,
      `median ${formatMs(board.fromTheTop.medianMs)} (top), ${formatMs(board.acrossTheBoard.medianMs)} (across)`,
      'target median < 5 ms server time',
    ]);
  }
  const width = (column: 0 | 1) => Math.max(...rows.map((row) => row[column].length));
  const widths = [width(0), width(1)];
  console.log(`\nSummary${quick ? ' (BENCH_QUICK)' : ''}`);
  for (const [what, figure, note] of rows) {
    console.log(`  ${what.padEnd(widths[0]!)}  ${figure.padEnd(widths[1]!)}  ${note}`);
  }
}

async function main() {
  const cardImport = await benchImport();
  const bench = await createBenchDatabase(baseUrl, 20);
  try {
    const finalize = await benchFinalize({
      database: bench.database,
      databaseUrl: bench.url,
      entries: ENTRIES,
    });
    const burst = await benchPlayBurst({
      database: bench.database,
      clients: quick ? 50 : 200,
      seconds: quick ? 5 : 30,
    });
    const board = await leaderboard(bench);
    summary(cardImport, finalize, burst, board);
    if (!burst.invariantsHeld) process.exitCode = 1;
  } finally {
    await bench.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
