import {
  copyForFinalizeAnchors,
  dropFinalizeAnchorCopies,
  type MinimalPlayAnchor,
  minimalPlayAnchor,
  oneStatementFinalizeAnchor,
  ratio,
} from './anchors';
import {
  type BenchDatabase,
  createBenchDatabase,
  DEFAULT_BENCH_DATABASE_URL,
  formatMs,
  settle,
} from './bench-setup';
import { benchChatFanout, type ChatFanoutResult, redisAnswers } from './chat-fanout';
import { benchFinalize, type FinalizeBenchResult } from './finalize';
import { benchImport, type ImportBenchResult } from './import';
import { benchLeaderboard, type LeaderboardBenchResult } from './leaderboard';
import { benchPlayBurst, nodeCpuText, type PlayBurstResult } from './play-burst';
import { benchRatings, type RatingsBenchResult } from './ratings';

/**
 * `npm run bench` (apps/api): a race-card zip import on in-memory PGlite, then on PostgreSQL (BENCH_DATABASE_URL)
 * finalize at scale, the play burst, every account's rating over 100,000 entries in 1,000 contests, the
 * leaderboard page, and chat fan-out over Server-Sent Events (one instance, then two sharing Redis at
 * BENCH_REDIS_URL), then a summary. BENCH_QUICK=1 runs small (the race card keeps its size). BENCH_PARTS runs only
 * the parts it names, comma-separated (import, finalize, plays, ratings, leaderboard, chat): `BENCH_PARTS=finalize`.
 * The play burst's load comes from wrk when it is installed, else from node:http clients in this process
 * (BENCH_LOAD=node chooses them; bench/play-load.ts).
 *
 * Each PostgreSQL part runs on a fresh database of its own, dropped after it, and each anchor on its part's
 * database right after it (decision 044): a part's figures do not depend on what ran before it, and nothing is
 * cleaned up row by row.
 */

const quick = process.env.BENCH_QUICK === '1';
const baseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
const ENTRIES = quick ? 10_000 : 100_000;
const CHAT_CLIENTS = quick ? 100 : 500;
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PARTS = ['import', 'finalize', 'plays', 'ratings', 'leaderboard', 'chat'] as const;
type Part = (typeof PARTS)[number];

/** The parts BENCH_PARTS names (all when it is unset); an unknown name is an error, not a silent skip. */
function partsToRun(): Set<Part> {
  const named = process.env.BENCH_PARTS?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!named?.length) return new Set(PARTS);
  const unknown = named.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length > 0)
    throw new Error(`BENCH_PARTS: no part ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`);
  return new Set(named as Part[]);
}

/** Runs `work` on a fresh bench database named after `part`, dropped afterwards whatever happens. */
async function onItsOwnDatabase<T>(
  part: string,
  poolSize: number,
  work: (bench: BenchDatabase) => Promise<T>,
): Promise<T> {
  const bench = await createBenchDatabase(baseUrl, poolSize, part);
  try {
    return await work(bench);
  } finally {
    await bench.drop();
  }
}

/** What the parts that ran measured, each beside its anchor. */
interface Results {
  cardImport?: ImportBenchResult;
  finalize?: { result: FinalizeBenchResult; anchorMs: number; cheapAnchorMs: number };
  burst?: { result: PlayBurstResult; anchor: MinimalPlayAnchor | null };
  rated?: RatingsBenchResult;
  board?: LeaderboardBenchResult;
  chat?: ChatFigures;
}

type Row = [string, string, string];

function importRows(cardImport: ImportBenchResult): Row[] {
  return [
    [
      `race-card import, ${cardImport.races} races × ${cardImport.runners / cardImport.races} runners (zip)`,
      `${formatMs(cardImport.firstImportMs)}, re-import ${formatMs(cardImport.reimportMs)}`,
      'aim well under 1,000 ms on PGlite',
    ],
  ];
}

function finalizeRows(finalize: FinalizeBenchResult, anchorMs: number, cheapAnchorMs: number): Row[] {
  return [
    [
      `finalize, ${finalize.entries.toLocaleString('en-US')} entries`,
      formatMs(finalize.milliseconds),
      `goal ≤ 1.3× its anchor: ${ratio(finalize.milliseconds, anchorMs)} (one statement: ${formatMs(anchorMs)}; the earlier unlogged anchor ${formatMs(cheapAnchorMs)}: ${(finalize.milliseconds / cheapAnchorMs).toFixed(2)}×); PostgreSQL backend CPU ${finalize.databaseCpuMs === null ? 'unknown' : formatMs(finalize.databaseCpuMs)}; load average ${finalize.loadAverage.toFixed(1)}`,
    ],
    [
      'finalize SQL statements',
      `${finalize.smallStatements} (${finalize.smallEntries} entries) = ${finalize.statements} (${finalize.entries.toLocaleString('en-US')})`,
      'must be equal',
    ],
  ];
}

function burstRows(burst: PlayBurstResult, minimalPlay: MinimalPlayAnchor | null): Row[] {
  return [
    [
      `play burst, ${burst.clients} clients, ${burst.seconds} s, load from ${burst.loadGenerator}`,
      `${Math.round(burst.playsPerSecond).toLocaleString('en-US')} plays/s`,
      `goal ≥ 1,000 plays/s; ${minimalPlay ? `${ratio(burst.playsPerSecond, minimalPlay.transactionsPerSecond)} (pgbench minimal play: ${Math.round(minimalPlay.transactionsPerSecond).toLocaleString('en-US')}/s)` : 'no anchor: pgbench is not installed'}`,
    ],
    [
      'play burst latency',
      `p50 ${formatMs(burst.p50Ms)}, p99 ${formatMs(burst.p99Ms)} (goal p99 < 250 ms)`,
      `${nodeCpuText(burst)}, PostgreSQL CPU ${burst.databaseCpuMsPerPlay === null ? 'unknown' : `${burst.databaseCpuMsPerPlay.toFixed(2)} ms`} per play; load average ${burst.loadAverage.toFixed(1)}`,
    ],
    ['play burst invariants', burst.invariantsHeld ? 'held' : 'BROKEN', burst.invariantDetail],
  ];
}

function ratingsRows(rated: RatingsBenchResult): Row[] {
  return [
    [
      `ratings, ${rated.entries.toLocaleString('en-US')} entries in ${rated.contests.toLocaleString('en-US')} contests`,
      `${formatMs(rated.firstMs)}, again unchanged ${formatMs(rated.againMs)}`,
      `${rated.accounts.toLocaleString('en-US')} accounts; the ratings job's run after a concluding finalize commits`,
    ],
  ];
}

function boardRows(board: LeaderboardBenchResult): Row[] {
  return [
    [
      `leaderboard page, ${board.entries.toLocaleString('en-US')} entries`,
      `median ${formatMs(board.fromTheTop.medianMs)} (top), ${formatMs(board.acrossTheBoard.medianMs)} (across)`,
      `goal ≤ 1.5 ms median at any offset; across the board ${ratio(board.acrossTheBoard.medianMs, board.fromTheTop.medianMs)} (the top)`,
    ],
  ];
}

function summary({ cardImport, finalize, burst, rated, board, chat }: Results) {
  const rows: Row[] = [
    ...(cardImport ? importRows(cardImport) : []),
    ...(finalize ? finalizeRows(finalize.result, finalize.anchorMs, finalize.cheapAnchorMs) : []),
    ...(burst ? burstRows(burst.result, burst.anchor) : []),
    ...(rated ? ratingsRows(rated) : []),
    ...(board ? boardRows(board) : []),
    ...(chat ? chatRows(chat) : []),
  ];
  const width = (column: 0 | 1) => Math.max(...rows.map((row) => row[column].length));
  const widths = [width(0), width(1)];
  console.log(`\nSummary${quick ? ' (BENCH_QUICK)' : ''}`);
  for (const [what, figure, note] of rows) {
    console.log(`  ${what.padEnd(widths[0]!)}  ${figure.padEnd(widths[1]!)}  ${note}`);
  }
}

interface ChatFigures {
  results: ChatFanoutResult[];
  /** Why the two-instance run did not happen, when it did not. */
  skipped?: string;
}

function chatRows({ results, skipped }: ChatFigures): Row[] {
  const rows = results.flatMap((result): Row[] => {
    const where = result.instances === 1 ? 'one instance' : `${result.instances} instances, Redis`;
    const sorted = [...result.allReceivedMs].sort((a, b) => a - b);
    return [
      [
        `chat fan-out, ${result.clients} SSE clients, ${where}`,
        `all received in ${formatMs(sorted[Math.floor(sorted.length / 2)]!)} (worst ${formatMs(sorted.at(-1)!)})`,
        `aim < 1,000 ms; per client p50 ${formatMs(result.p50Ms)}, p99 ${formatMs(result.p99Ms)}`,
      ],
      [
        `chat server memory, ${where}`,
        `${result.rssWithStreamsMb.toFixed(0)} MB with ${result.clients} streams`,
        `${result.rssBeforeMb.toFixed(0)} MB before; about ${result.perStreamKb.toFixed(0)} KB per stream`,
      ],
    ];
  });
  if (skipped) rows.push(['chat fan-out, two instances', skipped, '']);
  return rows;
}

/** The streams on one instance, then the same across two instances sharing Redis (skipped without Redis). */
async function chatFanout(bench: BenchDatabase): Promise<ChatFigures> {
  const results = [await benchChatFanout({ bench, clients: CHAT_CLIENTS, instances: 1 })];
  if (!(await redisAnswers(redisUrl))) {
    return { results, skipped: `skipped: no Redis answers at ${redisUrl} (BENCH_REDIS_URL)` };
  }
  results.push(await benchChatFanout({ bench, clients: CHAT_CLIENTS, instances: 2, redisUrl }));
  return { results };
}

async function main() {
  const parts = partsToRun();
  const results: Results = {};
  if (parts.has('import')) results.cardImport = await benchImport();
  if (parts.has('finalize')) {
    results.finalize = await onItsOwnDatabase('finalize', 20, async (bench) => {
      const result = await benchFinalize({
        database: bench.database,
        databaseUrl: bench.url,
        entries: ENTRIES,
        beforeLargeFinalize: (race) => copyForFinalizeAnchors(bench.database.db, race),
      });
      const anchorMs = await oneStatementFinalizeAnchor(bench.database.db, result);
      const cheapAnchorMs = await oneStatementFinalizeAnchor(bench.database.db, result, { cheap: true });
      await dropFinalizeAnchorCopies(bench.database.db);
      return { result, anchorMs, cheapAnchorMs };
    });
  }
  if (parts.has('plays')) {
    results.burst = await onItsOwnDatabase('plays', 20, async (bench) => {
      const result = await benchPlayBurst({
        database: bench.database,
        clients: quick ? 50 : 200,
        seconds: quick ? 5 : 30,
      });
      await settle(bench.database.db);
      return { result, anchor: await minimalPlayAnchor(bench.database.db, bench.url, quick ? 5 : 15) };
    });
  }
  if (parts.has('ratings')) {
    results.rated = await onItsOwnDatabase('ratings', 20, (bench) =>
      benchRatings({ database: bench.database, entries: ENTRIES, contests: 1_000 }),
    );
  }
  if (parts.has('leaderboard')) {
    results.board = await onItsOwnDatabase('leaderboard', 10, (bench) =>
      benchLeaderboard({ database: bench.database, entries: ENTRIES }),
    );
  }
  if (parts.has('chat')) results.chat = await onItsOwnDatabase('chat', 20, chatFanout);
  summary(results);
  if (results.burst && !results.burst.result.invariantsHeld) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
