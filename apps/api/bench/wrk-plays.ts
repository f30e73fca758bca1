import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { processCpuMs } from './bench-setup';
import type { PlayLoadOptions, PlayLoadResult } from './play-load';

/**
 * The play load from wrk (`-t 2`, one connection a client, HTTP/1.1 keep-alive) running bench/wrk-plays.lua, in a
 * process of its own. The tokens and the card reach the script as a generated Lua file. The script sends no play
 * after `seconds` and each of its threads prints `cj-drained` once its plays are all answered; then wrk is
 * interrupted (its main thread would sleep out its whole -d) and its done() prints the `cj-plays` line read here.
 */

const THREADS = 2;
/** How long wrk may wait for the last answers after `seconds` before it stops by itself (counted as unanswered). */
const DRAIN_LIMIT_SECONDS = 60;
const SCRIPT = path.join(import.meta.dirname, 'wrk-plays.lua');
const RESULT_PREFIX = 'cj-plays ';

const WrkPlaysLine = z.object({
  requests: z.number(),
  statuses: z.record(z.string(), z.number()),
  p50Us: z.number(),
  p99Us: z.number(),
  elapsedUs: z.number().nullable(),
  unanswered: z.number(),
  errors: z.object({ connect: z.number(), read: z.number(), write: z.number(), timeout: z.number() }),
});

const luaString = (text: string) => JSON.stringify(text);
const luaList = (items: readonly (number | string)[]) =>
  `{${items.map((item) => (typeof item === 'number' ? String(item) : luaString(item))).join(',')}}`;

function dataFile({ tokens, card, stakes, seconds }: PlayLoadOptions): string {
  const races = card.contestRaceIds.map((id, i) => `{id=${id},runners=${luaList(card.runnerIds[i]!)}}`);
  return [
    'return {',
    `  seconds = ${seconds},`,
    `  stakes = ${luaList(stakes)},`,
    `  races = {${races.join(',')}},`,
    `  tokens = ${luaList(tokens)},`,
    '}',
    '',
  ].join('\n');
}

/** Runs wrk to its end: `onLine` sees each line of its output as it comes; answers its output and exit code. */
function runWrk(args: string[], onLine: (line: string, child: ChildProcess) => void) {
  const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    const lines = (pending + chunk).split('\n');
    pending = lines.pop()!;
    for (const line of lines) onLine(line, child);
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  return new Promise<{ output: string; code: number | null }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ output, code }));
  });
}

export async function wrkPlays(options: PlayLoadOptions): Promise<PlayLoadResult> {
  const [address] = options.addresses;
  if (options.addresses.length !== 1 || !address) throw new Error('wrk sends to exactly one address');
  const threads = Math.min(THREADS, options.clients);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cj-wrk-plays-'));
  try {
    const data = path.join(dir, 'data.lua');
    await fs.writeFile(data, dataFile(options));
    const limit = `${options.seconds + DRAIN_LIMIT_SECONDS}s`;
    let drained = 0;
    let generatorCpuMs: number | null = null;
    const { output, code } = await runWrk(
      ['-t', String(threads), '-c', String(options.clients), '-d', limit, '--timeout', limit].concat([
        '-s',
        SCRIPT,
        address,
        '--',
        data,
      ]),
      (line, child) => {
        if (line !== 'cj-drained' || ++drained < threads) return;
        // Every thread is done: read wrk's CPU before it exits, then end its sleep.
        void processCpuMs(child.pid!).then((ms) => {
          generatorCpuMs = ms;
          child.kill('SIGINT');
        });
      },
    );
    const line = output.split('\n').find((text) => text.startsWith(RESULT_PREFIX));
    if (code !== 0 || !line) throw new Error(`wrk exited with ${code}:\n${output}`);
    const result = WrkPlaysLine.parse(JSON.parse(line.slice(RESULT_PREFIX.length)));
    const { connect, read, write, timeout } = result.errors;
    if (connect + read + write + timeout > 0)
      console.log(`wrk socket errors: ${JSON.stringify(result.errors)}`);
    return {
      generator: 'wrk',
      requests: result.requests,
      statuses: result.statuses,
      p50Ms: result.p50Us / 1000,
      p99Ms: result.p99Us / 1000,
      // No answer at all: the time wrk ran.
      elapsedSeconds: (result.elapsedUs ?? (options.seconds + DRAIN_LIMIT_SECONDS) * 1e6) / 1e6,
      unanswered: result.unanswered,
      generatorCpuMs,
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
