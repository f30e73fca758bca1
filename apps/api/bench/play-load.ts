import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { BenchCard } from './bench-setup';
import { nodePlays } from './node-plays';
import { wrkPlays } from './wrk-plays';

/**
 * Plays under load, from wrk in a process of its own when it is installed (so the server's process and thread do
 * not also build the requests and parse the answers), else from node:http clients in this process. BENCH_LOAD=node
 * takes the node client even where wrk is installed; BENCH_LOAD=wrk fails where it is not. Each request is
 * POST /api/race/{contestRaceId}/wager with a random entry's token, a random race of the card, a random runner of
 * that race and a random stake; each client waits for its answer before the next, sends none after `seconds`, and
 * the load ends once every play sent has its answer.
 */

export type LoadGenerator = 'wrk' | 'node';

export interface PlayLoadOptions {
  /** Base addresses (`http://127.0.0.1:port`): the node client takes them in turn, wrk only ever one. */
  addresses: readonly string[];
  tokens: readonly string[];
  card: Pick<BenchCard, 'contestRaceIds' | 'runnerIds'>;
  /** Stakes in dollars, as the play's `amount`. */
  stakes: readonly number[];
  clients: number;
  seconds: number;
}

export interface PlayLoadResult {
  generator: LoadGenerator;
  /** Answered requests. */
  requests: number;
  statuses: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  /** From the first request to the last answer. */
  elapsedSeconds: number;
  /** Plays sent that never had an answer (a connection lost, or wrk stopped at its limit before it came). */
  unanswered: number;
  /** CPU the load generator's own process used, when it has one (wrk) and it could be read. */
  generatorCpuMs: number | null;
}

const run = promisify(execFile);

async function wrkInstalled(): Promise<boolean> {
  try {
    await run('wrk', ['-v']);
    return true;
  } catch (error) {
    // `wrk -v` prints its version and exits 1.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

/**
 * The load generator for `addressCount` addresses: wrk when it is installed and there is one address (it sends to
 * one), else the node client; BENCH_LOAD chooses.
 */
export async function chooseLoadGenerator(addressCount = 1): Promise<LoadGenerator> {
  const wanted = process.env.BENCH_LOAD;
  if (wanted !== undefined && wanted !== 'wrk' && wanted !== 'node')
    throw new Error(`BENCH_LOAD must be wrk or node, not ${wanted}`);
  if (wanted === 'node') return 'node';
  const usable = addressCount === 1 && (await wrkInstalled());
  if (wanted === 'wrk' && !usable)
    throw new Error('BENCH_LOAD=wrk: wrk is not installed, or there is more than one address to send to');
  return usable ? 'wrk' : 'node';
}

export function describeLoadGenerator(generator: LoadGenerator): string {
  return generator === 'wrk'
    ? 'wrk (a process of its own)'
    : 'node:http clients in the server’s process (wrk is not installed, or BENCH_LOAD=node)';
}

export function runPlayLoad(generator: LoadGenerator, options: PlayLoadOptions): Promise<PlayLoadResult> {
  return generator === 'wrk' ? wrkPlays(options) : nodePlays(options);
}
