import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { contestPlayers, contests } from '../src/db/schema/contests';
import { type ApiProcess, startApiProcess } from '../test/api-process';
import { type BenchDatabase, insertAccountsWithSessions, insertContestCard, percentile } from './bench-setup';

/**
 * Chat fan-out: `clients` Server-Sent Events streams on one contest, spread over `instances` API processes (with
 * Redis when there are two), one message posted on the first instance, and the time until every stream has it.
 * Also the servers' memory (resident set) before and with the streams open. The servers are real processes
 * (`src/server.ts`), so their memory is theirs alone, not the bench's clients'.
 */

export interface ChatFanoutResult {
  clients: number;
  instances: number;
  /** Per message: from the POST until the last stream received it. */
  allReceivedMs: number[];
  /** Delivery latency of every stream for every message, p50 and p99. */
  p50Ms: number;
  p99Ms: number;
  rssBeforeMb: number;
  rssWithStreamsMb: number;
  /** Resident memory per open stream, from the difference. */
  perStreamKb: number;
}

const ROUNDS = 5;
/** Every wait gives up after this, so the bench stops by itself. */
const WAIT_LIMIT_MS = 60_000;

async function residentMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

function withinLimit<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer within ${WAIT_LIMIT_MS} ms`)),
      WAIT_LIMIT_MS,
    );
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** One stream, on a connection of its own; `waitFor(text)` resolves with the time that text arrived. */
class StreamClient {
  private text = '';
  private waiting: { needle: string; resolve: (at: number) => void } | null = null;
  private request: http.ClientRequest | null = null;
  readonly connected: Promise<void>;

  constructor(url: string, token: string) {
    this.connected = new Promise((resolve, reject) => {
      this.request = http.get(
        url,
        { headers: { authorization: `Bearer ${token}` }, agent: false },
        (response) => {
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            this.text += chunk;
            if (this.text.includes(': connected')) resolve();
            if (this.waiting && this.text.includes(this.waiting.needle)) {
              const { resolve: received } = this.waiting;
              this.waiting = null;
              this.text = '';
              received(performance.now());
            }
          });
        },
      );
      this.request.on('error', reject);
    });
  }

  waitFor(needle: string): Promise<number> {
    return new Promise((resolve) => {
      this.waiting = { needle, resolve };
    });
  }

  close(): void {
    this.request?.destroy();
  }
}

async function startInstances(count: number, env: Record<string, string>): Promise<ApiProcess[]> {
  const instances = Array.from({ length: count }, () => startApiProcess(env));
  await withinLimit(Promise.all(instances.map((instance) => instance.listening)), 'API processes starting');
  return instances;
}

async function stopInstances(instances: ApiProcess[]): Promise<void> {
  for (const instance of instances) instance.child.kill('SIGTERM');
  await withinLimit(Promise.all(instances.map((instance) => instance.exited)), 'API processes stopping');
}

/** Whether Redis answers at `url` (the two-instance run needs it). */
export async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

export async function benchChatFanout(options: {
  bench: BenchDatabase;
  clients: number;
  instances: 1 | 2;
  redisUrl?: string;
}): Promise<ChatFanoutResult> {
  const { bench, clients, instances: instanceCount } = options;
  const db = bench.database.db;
  const card = await insertContestCard(db, {
    format: 1,
    raceCount: 1,
    maxWagers: 1,
    startingBankrollCents: 10_000,
  });
  const [contest] = await db
    .update(contests)
    .set({ chatEnabled: true })
    .where(eq(contests.id, card.contestId))
    .returning({ slug: contests.slug });
  const { accountIds, tokens } = await insertAccountsWithSessions(db, clients + 1);
  await db.insert(contestPlayers).values({
    contestId: card.contestId,
    accountId: accountIds[0]!,
    name: 'Bench Poster',
    bankrollCents: 10_000,
    leaderboardBankrollCents: 10_000,
  });

  const instances = await startInstances(instanceCount, {
    DATABASE_URL: bench.url,
    ...(options.redisUrl
      ? { REDIS_URL: options.redisUrl, REDIS_EVENTS_CHANNEL: `cj-bench-events-${randomUUID()}` }
      : { REDIS_URL: '' }),
    NODE_ENV: 'production',
    EMAIL_LINK_SECRET: 'bench-only-email-link-secret-0123456789',
    SEED_DEMO_DATA: 'false',
    RATE_LIMITS: 'off',
    DATA_DIR: `/tmp/cj-bench-chat-${process.pid}`,
  });
  const addresses = await Promise.all(instances.map((instance) => instance.listening));
  const streams: StreamClient[] = [];
  try {
    const pids = instances.map((instance) => instance.child.pid!);
    // A warm-up request per instance, so the memory before counts a server that has answered requests.
    for (const address of addresses) await fetch(`${address}/api/contest/${contest!.slug}`);
    const rssBefore = await Promise.all(pids.map(residentMb));

    for (let i = 0; i < clients; i++) {
      const address = addresses[i % addresses.length]!;
      streams.push(new StreamClient(`${address}/api/contest/${contest!.slug}/events`, tokens[i + 1]!));
    }
    await withinLimit(Promise.all(streams.map((stream) => stream.connected)), 'streams connecting');
    const rssWithStreams = await Promise.all(pids.map(residentMb));

    const allReceivedMs: number[] = [];
    const latencies: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const messageID = randomUUID();
      const received = streams.map((stream) => stream.waitFor(messageID));
      const postedAt = performance.now();
      const response = await fetch(`${addresses[0]}/api/chat`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messageID, contestSlug: contest!.slug, message: `Bench message ${round}` }),
      });
      if (response.status !== 201) throw new Error(`POST /api/chat answered ${response.status}`);
      const times = await withinLimit(Promise.all(received), 'a message reaching every stream');
      const delays = times.map((at) => at - postedAt);
      latencies.push(...delays);
      allReceivedMs.push(Math.max(...delays));
    }

    const sorted = latencies.sort((a, b) => a - b);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    console.log(
      `chat fan-out: ${clients} streams on ${instanceCount} instance(s), every stream had each of ${ROUNDS} ` +
        `messages after ${allReceivedMs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}; server memory ` +
        `${sum(rssBefore).toFixed(0)} MB before, ${sum(rssWithStreams).toFixed(0)} MB with the streams ` +
        `(load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores)`,
    );
    return {
      clients,
      instances: instanceCount,
      allReceivedMs,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      rssBeforeMb: sum(rssBefore),
      rssWithStreamsMb: sum(rssWithStreams),
      perStreamKb: ((sum(rssWithStreams) - sum(rssBefore)) * 1024) / clients,
    };
  } finally {
    for (const stream of streams) stream.close();
    await stopInstances(instances);
  }
}
