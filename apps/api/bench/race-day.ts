import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import { ContestFormat } from '@cj/shared/enums';
import { IDEMPOTENCY_KEY_HEADER } from '@cj/shared/idempotency';
import { sql } from 'drizzle-orm';
import { type Database, openPostgres } from '../src/db/client';
import { minimalPlayAnchor, ratio } from './anchors';
import { formatMs, percentile } from './bench-setup';
import { describeRun, type SustainedPlays, sustainedPlays } from './race-day-sustained';

/**
 * `npm run race-day`: the post-time rush on several compiled API instances sharing a fresh PostgreSQL database and
 * Redis, with HAProxy in front when it is installed (else this script spreads requests over the instances itself).
 * First the bench's sustained play load (bench/race-day-sustained.ts) runs on one instance, then through HAProxy on
 * all of them, so the two plays/s compare. Then players sign up and enroll through the API, live-event streams open
 * on every instance, every player plays once at the race with an Idempotency-Key while one instance is killed
 * (SIGKILL), plays that got no answer are sent again with the same key, and the race is closed, resulted and
 * finalized. Then the database must show that every acknowledged play is stored once and nothing else is, that every
 * bankroll and rank is what the rules make of the plays sent, and every stream on a live instance must have had the
 * finalize's leaderboard event.
 *
 * Options: --instances (2), --players (300), --streams (300), --concurrency (100), --database (a maintenance URL of
 * the PostgreSQL server, postgres://postgres@127.0.0.1:5432/postgres), --redis (redis://127.0.0.1:6379/13),
 * --anchor-seconds (5: pgbench's minimal play on the same database afterwards, 0 skips it), --direct (no HAProxy
 * even when it is installed), --sustain-seconds (10 for each sustained run, 0 skips them), --sustain-clients (200,
 * as in `npm run bench`). Streams always open on the instances directly, so each stream's instance is known.
 * Exits 1 when an invariant fails. Only 127.0.0.1; every wait has a deadline.
 */

const { values: options } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    players: { type: 'string', default: '300' },
    streams: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '100' },
    database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379/13' },
    'anchor-seconds': { type: 'string', default: '5' },
    'sustain-seconds': { type: 'string', default: '10' },
    'sustain-clients': { type: 'string', default: '200' },
    direct: { type: 'boolean', default: false },
  },
});

function wholeOption(
  name:
    | 'instances'
    | 'players'
    | 'streams'
    | 'concurrency'
    | 'anchor-seconds'
    | 'sustain-seconds'
    | 'sustain-clients',
  min: number,
): number {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number ≥ ${min}`);
  return value;
}

const INSTANCES = wholeOption('instances', 2);
const PLAYERS = wholeOption('players', 1);
const STREAMS = wholeOption('streams', 0);
const CONCURRENCY = wholeOption('concurrency', 1);
const ANCHOR_SECONDS = wholeOption('anchor-seconds', 0);
const SUSTAIN_SECONDS = wholeOption('sustain-seconds', 0);
const SUSTAIN_CLIENTS = wholeOption('sustain-clients', 1);
const STARTING_BANKROLL = 100; // dollars
const STAKES = [2, 5, 10, 20]; // dollars: whole dollars, so every return below is a whole number of cents
const PAYOFF = 7.2; // the winner's $2 payoff, dollars
const RUNNERS = 6;
const RETRY_ROUNDS = 3;
const WAIT_LIMIT_MS = 30_000;
const ADMIN = { email: 'race-day-admin@example.com', password: `race day ${randomUUID()}` };

const run = promisify(execFile);
const apiRoot = path.resolve(import.meta.dirname, '..');
const tag = `${process.pid}`;
const outDir = path.join(apiRoot, 'dist', `race-day-${tag}`);
const databaseName = `cj_race_day_${tag}`;

async function within<T>(promise: Promise<T>, what: string, ms = WAIT_LIMIT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** Polls `done` every 20 ms until it holds or `ms` pass; answers whether it held. */
async function until(done: () => boolean, ms: number): Promise<boolean> {
  const deadline = performance.now() + ms;
  while (!done()) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// --- Processes ---------------------------------------------------------------------------------------------------

interface Instance {
  index: number;
  child: ChildProcess;
  address: string;
  port: number;
  exited: Promise<number | null>;
  alive: boolean;
  /** The end of its output, for an error message. */
  tail(): string;
}

function startInstance(index: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(outDir, 'server.js')], {
    cwd: apiRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  let listening = false;
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return within(
    new Promise<Instance>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        keep(chunk);
        if (listening) return;
        const address = /Server listening at (http:\/\/127\.0\.0\.1:(\d+))/.exec(output);
        if (!address) return;
        listening = true;
        resolve({
          index,
          child,
          address: address[1]!,
          port: Number(address[2]),
          exited,
          alive: true,
          tail: () => output,
        });
      });
      void exited.then((code) => {
        if (!listening) reject(new Error(`instance ${index} exited with ${code}:\n${output}`));
      });
    }),
    `instance ${index} listening`,
    120_000,
  );
}

/** HAProxy on a free port in front of the instances, when `haproxy` is installed; null when it is not. */
async function startHaproxy(instances: Instance[]): Promise<{ child: ChildProcess; address: string } | null> {
  try {
    await run('haproxy', ['-v']);
  } catch {
    return null;
  }
  const port = await freePort();
  const config = path.join(outDir, 'haproxy.cfg');
  fs.writeFileSync(
    config,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  retries 2',
      // A slow health answer from a busy instance is not a dead instance (a killed one refuses the connection at
      // once): without this, a check's read times out at `inter`, and under load every instance is marked down.
      '  timeout check 5s',
      '  option redispatch',
      'frontend race_day',
      `  bind 127.0.0.1:${port}`,
      '  default_backend api',
      'backend api',
      '  balance roundrobin',
      '  option httpchk GET /api/health/live',
      ...instances.map(
        (instance) =>
          `  server api${instance.index} 127.0.0.1:${instance.port} check inter 500ms fall 1 rise 2`,
      ),
      '',
    ].join('\n'),
  );
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let complaints = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    complaints = (complaints + chunk.toString('utf8')).slice(-4_000);
  });
  const address = `http://127.0.0.1:${port}`;
  let answered = false;
  const deadline = performance.now() + 10_000;
  while (!answered && performance.now() < deadline) {
    answered = await fetch(`${address}/api/health/live`)
      .then((response) => response.ok)
      .catch(() => false);
    if (!answered) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!answered) throw new Error(`HAProxy did not answer within 10 s:\n${complaints}`);
  return { child, address };
}

// --- HTTP ----------------------------------------------------------------------------------------------------------

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

function request(
  address: string,
  method: string,
  route: string,
  headers: Record<string, string>,
  body?: object,
): Promise<Answer> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${address}/api${route}`,
      {
        agent,
        method,
        headers: {
          ...headers,
          ...(text === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }),
        },
      },
      (response) => {
        let data = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          data += chunk;
        });
        response.on('end', () => {
          let parsed: unknown = data;
          try {
            parsed = data ? JSON.parse(data) : null;
          } catch {
            // Not JSON (a proxy's page): kept as text.
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
        });
        response.on('error', reject);
      },
    );
    outgoing.setTimeout(15_000, () => outgoing.destroy(new Error('no answer within 15 s')));
    outgoing.on('error', reject);
    outgoing.end(text);
  });
}

async function expectStatus(answer: Promise<Answer>, status: number, what: string): Promise<Answer> {
  const got = await answer;
  if (got.status !== status)
    throw new Error(`${what}: ${got.status} ${JSON.stringify(got.body)} (expected ${status})`);
  return got;
}

const idOf = (answer: Answer) => (answer.body as { id: number }).id;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// --- Streams -------------------------------------------------------------------------------------------------------

/** One live-event stream, as a browser's EventSource: when it ends, it opens again on a live instance. */
class Stream {
  private request: http.ClientRequest | null = null;
  private text = '';
  connected = false;
  reconnects = 0;
  instance!: Instance;
  finalizeAt: number | null = null;
  private closing = false;

  constructor(
    private readonly route: string,
    private readonly token: string,
    private readonly pickInstance: () => Instance,
  ) {}

  open(instance: Instance) {
    this.instance = instance;
    this.connected = false;
    this.text = '';
    const request = http.get(
      `${instance.address}/api${this.route}`,
      { headers: { accept: 'text/event-stream', ...bearer(this.token) }, agent: false },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          this.text += chunk;
          if (!this.connected && this.text.includes(': connected')) this.connected = true;
          if (
            this.finalizeAt === null &&
            this.text.includes(`event: ${CONTEST_EVENT_TYPES.leaderboardChanged}`)
          )
            this.finalizeAt = performance.now();
          if (this.text.length > 4_096) this.text = this.text.slice(-256);
        });
        response.on('close', () => this.ended());
      },
    );
    request.on('error', () => this.ended());
    this.request = request;
  }

  private ended() {
    if (this.closing) return;
    this.connected = false;
    this.reconnects++;
    // EventSource waits its retry interval; a short pause keeps a dead instance from being hammered.
    setTimeout(() => {
      if (!this.closing) this.open(this.pickInstance());
    }, 100);
  }

  close() {
    this.closing = true;
    this.request?.destroy();
  }
}

// --- The run -------------------------------------------------------------------------------------------------------

interface Play {
  account: { id: number; token: string };
  key: string;
  amountDollars: number;
  runnerIndex: number;
  attempts: number;
  /** Sent again with its key after its first attempt got no answer. */
  retried: boolean;
  /** The play's id from its 201 answer. */
  acknowledged: number | null;
  /** The last answer other than 201, or the network error, when there was one. */
  refused: string | null;
}

function errorKind(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ?? (error as Error).message;
}

async function main() {
  const maintenance = openPostgres(options.database, 1);
  const cleanups: (() => Promise<void> | void)[] = [];
  let failed = false;
  try {
    // A fresh, empty database: the instances migrate it as they start together.
    await maintenance.db.execute(sql.raw(`drop database if exists ${databaseName} with (force)`));
    await maintenance.db.execute(sql.raw(`create database ${databaseName}`));
    cleanups.push(async () => {
      await maintenance.db.execute(sql.raw(`drop database if exists ${databaseName} with (force)`));
    });
    const databaseUrl = new URL(options.database);
    databaseUrl.pathname = `/${databaseName}`;

    const buildStarted = performance.now();
    await run(process.execPath, ['build.mjs', '--outdir', outDir, '--quiet'], { cwd: apiRoot });
    cleanups.push(() => fs.rmSync(outDir, { recursive: true, force: true }));
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: options.redis,
      REDIS_EVENTS_CHANNEL: `cj-race-day-${tag}`,
      RATE_LIMITS: 'off',
      SEED_DEMO_DATA: 'false',
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    };
    const startStarted = performance.now();
    const instances = await Promise.all(Array.from({ length: INSTANCES }, (_, i) => startInstance(i, env)));
    cleanups.push(async () => {
      for (const instance of instances) if (instance.alive) instance.child.kill('SIGTERM');
      await within(Promise.all(instances.map((instance) => instance.exited)), 'instances stopping');
    });
    const haproxy = options.direct ? null : await startHaproxy(instances);
    if (haproxy) cleanups.push(() => void haproxy.child.kill('SIGTERM'));
    console.log(
      `race day: ${INSTANCES} compiled instances (built in ${formatMs(startStarted - buildStarted)}, started together ` +
        `on an empty database in ${formatMs(performance.now() - startStarted)}), ${haproxy ? `HAProxy at ${haproxy.address}` : `${options.direct ? '--direct' : 'no HAProxy installed'}: this script sends each request to the next live instance in turn`}; ` +
        `${PLAYERS} players, ${STREAMS} streams, ${CONCURRENCY} concurrent plays; ${os.cpus().length} cores`,
    );

    let turn = 0;
    const liveInstance = () => {
      const live = instances.filter((instance) => instance.alive);
      return live[turn++ % live.length]!;
    };
    const entry = () => haproxy?.address ?? liveInstance().address;

    // Sustained plays, one instance against all of them, before any instance is killed.
    const sustained =
      SUSTAIN_SECONDS > 0
        ? await sustainedPlays({
            databaseUrl: databaseUrl.toString(),
            oneAddress: instances[0]!.address,
            allAddresses: haproxy ? [haproxy.address] : instances.map((instance) => instance.address),
            clients: SUSTAIN_CLIENTS,
            seconds: SUSTAIN_SECONDS,
          })
        : null;
    if (sustained) console.log(sustainedLine(sustained, haproxy !== null));

    // The contest, as an administrator sets it up.
    const login = await expectStatus(
      request(entry(), 'POST', '/account/login', {}, { email: ADMIN.email, password: ADMIN.password }),
      206,
      'administrator login',
    );
    const admin = { authorization: String(login.headers.authorization) };
    const track = await expectStatus(
      request(entry(), 'POST', '/tracks', admin, {
        code: `RD${tag.slice(-6)}`,
        name: 'Race Day Downs',
        timezone: 'America/New_York',
      }),
      201,
      'track',
    );
    const race = await expectStatus(
      request(entry(), 'POST', '/races', admin, {
        trackID: idOf(track),
        raceNumber: 1,
        postTime: new Date(Date.now() + 5 * 60_000).toISOString(),
      }),
      201,
      'race',
    );
    const raceId = idOf(race);
    const runnerIds: number[] = [];
    for (let i = 1; i <= RUNNERS; i++) {
      const runner = await expectStatus(
        request(entry(), 'POST', '/runners', admin, {
          raceID: raceId,
          programNumber: String(i),
          name: `Race Day Runner ${i}`,
          morningLine: `${i + 1}-1`,
        }),
        201,
        'runner',
      );
      runnerIds.push(idOf(runner));
    }
    const slug = `race-day-${tag}`;
    const contest = await expectStatus(
      request(entry(), 'POST', '/contests', admin, {
        name: 'Race Day',
        slug,
        startTime: new Date().toISOString(),
        startingBankroll: STARTING_BANKROLL,
        format: ContestFormat.WinBankroll,
      }),
      201,
      'contest',
    );
    const contestId = idOf(contest);
    const contestRace = await expectStatus(
      request(entry(), 'POST', '/contest/add-race', admin, {
        contestID: contestId,
        raceID: raceId,
        maxWagers: 1,
        minWagerAmount: 2,
      }),
      201,
      'contest race',
    );
    const contestRaceId = idOf(contestRace);
    await expectStatus(
      request(entry(), 'PUT', `/contest/${contestId}`, admin, {
        ...(contest.body as object),
        startingBankroll: STARTING_BANKROLL,
        isPublished: true,
        isPublic: true,
        isEnrollmentOpen: true,
      }),
      200,
      'publishing the contest',
    );

    // Players sign up into the contest (argon2 per signup: a bounded number at once).
    const signupsStarted = performance.now();
    const accounts: { id: number; token: string }[] = [];
    let nextSignup = 0;
    await Promise.all(
      Array.from({ length: Math.min(16, PLAYERS) }, async () => {
        while (nextSignup < PLAYERS) {
          const n = nextSignup++;
          const password = `race day ${randomUUID()}`;
          const signup = await expectStatus(
            request(
              entry(),
              'POST',
              '/account/signup',
              {},
              {
                firstName: 'Race',
                lastName: `Player ${n}`,
                email: `race-day-${tag}-${n}@example.com`,
                password,
                confirmPassword: password,
                rulesAccepted: true,
                contestSlug: slug,
              },
            ),
            201,
            'signup with enrollment',
          );
          accounts[n] = {
            id: idOf(signup),
            token: String(signup.headers.authorization).replace(/^Bearer /, ''),
          };
        }
      }),
    );
    const signupMs = performance.now() - signupsStarted;

    // Streams, spread over the instances directly (so each stream's instance is known).
    const streams = Array.from(
      { length: STREAMS },
      (_, i) => new Stream(`/contest/${slug}/events`, accounts[i % PLAYERS]!.token, liveInstance),
    );
    cleanups.push(() => {
      for (const stream of streams) stream.close();
    });
    streams.forEach((stream, i) => {
      stream.open(instances[i % INSTANCES]!);
    });
    if (!(await until(() => streams.every((stream) => stream.connected), WAIT_LIMIT_MS)))
      throw new Error(`streams: ${streams.filter((s) => !s.connected).length} not connected in time`);
    console.log(
      `set-up: ${PLAYERS} signups with enrollment in ${formatMs(signupMs)}; ${STREAMS} streams connected`,
    );

    // The burst: every player plays once; one instance is killed once half the plays are sent.
    const plays: Play[] = accounts.map((account) => ({
      account,
      key: randomUUID(),
      amountDollars: STAKES[Math.floor(Math.random() * STAKES.length)]!,
      runnerIndex: Math.floor(Math.random() * RUNNERS),
      attempts: 0,
      retried: false,
      acknowledged: null,
      refused: null,
    }));
    const latencies: number[] = [];
    const errors: Record<string, number> = {};
    const count = (kind: string) => {
      errors[kind] = (errors[kind] ?? 0) + 1;
    };
    const victim = instances[INSTANCES - 1]!;
    let killedAfter = -1;
    const attempt = async (play: Play) => {
      play.attempts++;
      const started = performance.now();
      try {
        const answer = await request(
          entry(),
          'POST',
          `/race/${contestRaceId}/wager`,
          { ...bearer(play.account.token), [IDEMPOTENCY_KEY_HEADER]: play.key },
          { amount: play.amountDollars, pool: 'WIN', runners: [runnerIds[play.runnerIndex]] },
        );
        if (answer.status === 201) {
          latencies.push(performance.now() - started);
          play.acknowledged = idOf(answer);
          play.refused = null;
          return;
        }
        count(`HTTP ${answer.status}`);
        play.refused = `HTTP ${answer.status} ${JSON.stringify(answer.body)}`;
      } catch (error) {
        count(errorKind(error));
        play.refused = errorKind(error);
      }
    };
    const sendAll = async (queue: Play[], killAt: number | null) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
          while (next < queue.length) {
            const play = queue[next++]!;
            if (killAt !== null && next === killAt) {
              killedAfter = next;
              victim.alive = false;
              victim.child.kill('SIGKILL');
            }
            await attempt(play);
          }
        }),
      );
    };
    const burstStarted = performance.now();
    await sendAll(plays, Math.floor(PLAYERS / 2));
    const burstSeconds = (performance.now() - burstStarted) / 1000;
    const loadDuringBurst = os.loadavg()[0]!;
    const firstPassAcknowledged = plays.filter((play) => play.acknowledged !== null).length;
    await within(victim.exited, 'the killed instance exiting');
    // No answer (or a proxy's answer for a dead server): the same key again, on what is left.
    let retries = 0;
    const retriesStarted = new Date();
    for (let round = 0; round < RETRY_ROUNDS; round++) {
      const unanswered = plays.filter((play) => play.acknowledged === null);
      if (unanswered.length === 0) break;
      retries += unanswered.length;
      for (const play of unanswered) play.retried = true;
      await sendAll(unanswered, null);
    }

    // The race closes, its result goes in, and it is finalized.
    await expectStatus(
      request(entry(), 'PUT', `/race/${raceId}`, admin, { isWageringClosed: true }),
      200,
      'closing the race',
    );
    const winner = runnerIds[0]!;
    await expectStatus(
      request(entry(), 'POST', `/race/${raceId}/result`, admin, {
        pool: 'WIN',
        payoff: PAYOFF,
        runners: [winner],
      }),
      201,
      'the result',
    );
    // Streams that were on the killed instance have opened again elsewhere by now (or the wait below says so).
    await until(() => streams.every((stream) => stream.connected), 10_000);
    const finalizeSent = performance.now();
    await expectStatus(request(entry(), 'POST', `/race/${raceId}/finalize`, admin), 200, 'finalize');
    const finalizeAnswered = performance.now();
    const onLive = streams.filter((stream) => stream.connected && stream.instance.alive);
    await until(() => onLive.every((stream) => stream.finalizeAt !== null), 10_000);
    const delivered = onLive.filter((stream) => stream.finalizeAt !== null);
    const lastDelivery = Math.max(...delivered.map((stream) => stream.finalizeAt!));

    // --- Invariants, in SQL ---
    const check = openPostgres(databaseUrl.toString(), 1);
    cleanups.push(() => check.close());
    const { failures, replayed } = await invariants(check, {
      contestId,
      contestRaceId,
      plays,
      runnerIds,
      winner,
      retriesStarted,
    });
    if (sustained) {
      const runs = [
        ['one instance', sustained.oneInstance],
        ['all instances', sustained.allInstances],
      ] as const;
      for (const [where, run] of runs)
        if (!run.invariantsHeld) failures.push(`sustained plays on ${where}: ${run.invariantDetail}`);
    }
    const streamsMissing = onLive.length - delivered.length;
    if (streamsMissing > 0) failures.push(`${streamsMissing} streams on live instances missed the finalize`);
    const notConnected = streams.length - onLive.length;
    if (notConnected > 0)
      failures.push(`${notConnected} streams not connected to a live instance at finalize`);

    // The machine's anchor from the same run, on the same database once the race is done (pgbench; 0 s skips it).
    const anchor =
      ANCHOR_SECONDS > 0 ? await minimalPlayAnchor(check.db, databaseUrl.toString(), ANCHOR_SECONDS) : null;
    const sorted = latencies.sort((a, b) => a - b);
    const acknowledged = plays.filter((play) => play.acknowledged !== null).length;
    const reconnected = streams.filter((stream) => stream.reconnects > 0).length;
    console.log(
      `burst: ${firstPassAcknowledged} of ${PLAYERS} plays acknowledged in ${burstSeconds.toFixed(2)} s ` +
        `(${Math.round(firstPassAcknowledged / burstSeconds)} plays/s) with instance ${victim.index} killed (SIGKILL) ` +
        `after ${killedAfter} plays were sent, ${ratio(firstPassAcknowledged / burstSeconds, anchor?.transactionsPerSecond ?? null)}; ` +
        `p50 ${formatMs(percentile(sorted, 50))}, p99 ${formatMs(percentile(sorted, 99))}; load average ${loadDuringBurst.toFixed(1)}`,
    );
    if (sustained)
      console.log(
        `sustained plays: one instance ${ratio(sustained.oneInstance.playsPerSecond, anchor?.transactionsPerSecond ?? null)}, ` +
          `${INSTANCES} instances ${ratio(sustained.allInstances.playsPerSecond, anchor?.transactionsPerSecond ?? null)}`,
      );
    console.log(
      `errors by kind: ${Object.keys(errors).length ? JSON.stringify(errors) : 'none'}; retries with the same key: ${retries} ` +
        `(${replayed} answered with the stored answer of a first attempt that had committed); ` +
        `acknowledged after retries: ${acknowledged} of ${PLAYERS}`,
    );
    console.log(
      `finalize: answered in ${formatMs(finalizeAnswered - finalizeSent)}; ${delivered.length} of ${onLive.length} streams on live ` +
        `instances had leaderboard-changed, the last ${formatMs(lastDelivery - finalizeSent)} after the finalize was sent ` +
        `(${reconnected} streams had opened again after their instance was killed)`,
    );
    if (failures.length > 0) {
      failed = true;
      console.log(`invariants BROKEN:\n  ${failures.join('\n  ')}`);
    } else {
      console.log(
        'invariants held: each acknowledged play stored once under its key, nothing else stored, bankrolls, leaderboard bankrolls and ranks as the rules make them, every stream had the finalize',
      );
    }
  } finally {
    agent.destroy();
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('clean-up:', error);
      }
    }
    await maintenance.close();
  }
  if (failed) process.exitCode = 1;
}

function sustainedLine({ generator, oneInstance, allInstances }: SustainedPlays, throughHaproxy: boolean) {
  const ratioToOne = allInstances.playsPerSecond / Math.max(1e-9, oneInstance.playsPerSecond);
  return (
    `sustained plays (load from ${generator}, ${SUSTAIN_CLIENTS} clients, ${SUSTAIN_SECONDS} s each, a fresh ` +
    `contest of 4,000 entries each): one instance ${describeRun(oneInstance)}; ${INSTANCES} instances ` +
    `${throughHaproxy ? 'through HAProxy' : 'in turn (no HAProxy)'} ${describeRun(allInstances)}: ` +
    `${ratioToOne.toFixed(2)}× the one instance (goal: the same within 20%); invariants ` +
    `${oneInstance.invariantsHeld && allInstances.invariantsHeld ? 'held' : 'BROKEN'}`
  );
}

interface StoredPlay {
  account_id: number;
  player_id: number;
  bankroll_cents: string;
  leaderboard_bankroll_cents: string;
  rank: number | null;
  expected_rank: number;
  plays: number;
  wager_id: number | null;
  amount_cents: number | null;
  runner_id: number | null;
  keys: number;
  key_answer_id: number | null;
  key_before_retries: boolean | null;
}

async function invariants(
  database: Database,
  run: {
    contestId: number;
    contestRaceId: number;
    plays: Play[];
    runnerIds: number[];
    winner: number;
    /** When the first retry was sent: a key stored before it was stored by a first attempt. */
    retriesStarted: Date;
  },
): Promise<{ failures: string[]; replayed: number }> {
  const result = await database.db.execute(sql`
    select cp.account_id, cp.id as player_id, cp.bankroll_cents, cp.leaderboard_bankroll_cents, cp.rank,
      rank() over (order by cp.leaderboard_bankroll_cents desc)::int as expected_rank,
      (select count(*)::int from wagers w where w.contest_player_id = cp.id) as plays,
      (select min(w.id) from wagers w where w.contest_player_id = cp.id and w.contest_race_id = ${run.contestRaceId}) as wager_id,
      (select min(w.amount_cents) from wagers w where w.contest_player_id = cp.id) as amount_cents,
      (select min(w.runner_id) from wagers w where w.contest_player_id = cp.id) as runner_id,
      (select count(*)::int from idempotency_keys k where k.account_id = cp.account_id) as keys,
      (select (k.body->>'id')::int from idempotency_keys k where k.account_id = cp.account_id and k.status = 201 limit 1)
        as key_answer_id,
      (select bool_or(k.created_at < ${run.retriesStarted.toISOString()}::timestamptz) from idempotency_keys k
        where k.account_id = cp.account_id) as key_before_retries
    from contest_players cp where cp.contest_id = ${run.contestId}`);
  const rows = (result as unknown as { rows: StoredPlay[] }).rows;
  const byAccount = new Map(rows.map((row) => [row.account_id, row]));
  const failures: string[] = [];
  const fail = (what: string, examples: string[]) => {
    if (examples.length > 0)
      failures.push(`${what}: ${examples.length} (${examples.slice(0, 3).join('; ')})`);
  };
  if (rows.length !== run.plays.length)
    failures.push(`${rows.length} entries for ${run.plays.length} players signed up`);
  const start = STARTING_BANKROLL * 100;
  const notStoredOnce: string[] = [];
  const storedUnacknowledged: string[] = [];
  const notAsSent: string[] = [];
  const keyWrong: string[] = [];
  const bankrollWrong: string[] = [];
  const rankWrong: string[] = [];
  const unanswered: string[] = [];
  let replayed = 0;
  for (const play of run.plays) {
    const row = byAccount.get(play.account.id);
    const who = `account ${play.account.id}`;
    if (!row) {
      notStoredOnce.push(`${who}: no entry`);
      continue;
    }
    const stake = play.amountDollars * 100;
    if (play.acknowledged === null) {
      unanswered.push(`${who}: ${play.refused}`);
      if (row.plays > 0) storedUnacknowledged.push(`${who}: ${row.plays} stored`);
    } else {
      if (row.plays !== 1 || row.wager_id !== play.acknowledged)
        notStoredOnce.push(
          `${who}: ${row.plays} stored, answered id ${play.acknowledged}, stored ${row.wager_id}`,
        );
      if (row.amount_cents !== stake || row.runner_id !== run.runnerIds[play.runnerIndex])
        notAsSent.push(`${who}: stored ${row.amount_cents}¢ on ${row.runner_id}`);
      if (row.keys !== 1 || row.key_answer_id !== play.acknowledged)
        keyWrong.push(`${who}: ${row.keys} keys answering ${row.key_answer_id}`);
      if (play.retried && row.key_before_retries) replayed++;
    }
    const returned =
      play.acknowledged !== null && run.runnerIds[play.runnerIndex] === run.winner
        ? Math.floor((Math.round(PAYOFF * 100) * stake) / 200)
        : 0;
    const expected = play.acknowledged === null ? start : start - stake + returned;
    if (Number(row.bankroll_cents) !== expected || Number(row.leaderboard_bankroll_cents) !== expected)
      bankrollWrong.push(
        `${who}: bankroll ${row.bankroll_cents}, leaderboard ${row.leaderboard_bankroll_cents}, expected ${expected}`,
      );
    if (row.rank !== row.expected_rank)
      rankWrong.push(`${who}: rank ${row.rank}, expected ${row.expected_rank}`);
  }
  fail('plays never acknowledged after retries', unanswered);
  fail('acknowledged plays not stored exactly once as answered', notStoredOnce);
  fail('plays stored without an acknowledgement', storedUnacknowledged);
  fail('stored plays unlike what was sent', notAsSent);
  fail('idempotency keys not one per play answering its play', keyWrong);
  fail('bankrolls not starting − stake + return', bankrollWrong);
  fail('ranks not by leaderboard bankroll (1, 1, 3)', rankWrong);
  return { failures, replayed };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
