import { createBenchDatabase, DEFAULT_BENCH_DATABASE_URL } from './bench-setup';
import { benchPlayBurst } from './play-burst';

/**
 * The play burst alone, on a database of its own: `npx tsx --max-semi-space-size=64 bench/burst.ts` (apps/api; the
 * flag as `npm start` and `npm run bench` give it), or under the profiler
 * `node --max-semi-space-size=64 --cpu-prof --import tsx bench/burst.ts`. BENCH_CLIENTS and BENCH_SECONDS size it
 * (200 clients, 30 s as in `npm run bench`); BENCH_DATABASE_URL and BENCH_LOAD (wrk or node) as there. With wrk
 * sending the plays, the profile is the server's alone.
 */
const clients = Number(process.env.BENCH_CLIENTS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const bench = await createBenchDatabase(process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL, 20);
try {
  const result = await benchPlayBurst({ database: bench.database, clients, seconds });
  if (!result.invariantsHeld) process.exitCode = 1;
} finally {
  await bench.drop();
}
