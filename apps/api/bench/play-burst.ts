import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../src/db/client';
import { contestPlayers } from '../src/db/schema/contests';
import {
  benchApp,
  formatMs,
  insertAccountsWithSessions,
  insertContestCard,
  percentile,
  processCpuMs,
} from './bench-setup';

/**
 * Plays under load: `clients` concurrent clients post plays for `seconds` to a real listening server
 * (127.0.0.1, a free port) over HTTP/1.1 keep-alive (node:http), each waiting for its answer before the next. Entries and
 * sessions are made in SQL beforehand. Afterwards the database must show that no rule broke: no bankroll below
 * zero, every bankroll plus its stakes equal to the starting bankroll, no entry over maxWagers on a race, one
 * stored play per 201 answer.
 */

const ENTRIES = 4_000;
const RACES = 10;
const MAX_WAGERS = 3;
const STARTING_BANKROLL_CENTS = 10_000;
const STAKES = [2, 5, 10, 20];

export interface PlayBurstResult {
  clients: number;
  seconds: number;
  requests: number;
  plays: number;
  playsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  statuses: Record<string, number>;
  /** CPU time of this Node process (server and clients) per request, and the machine's load meanwhile. */
  nodeCpuMsPerRequest: number;
  /** CPU the bench database's PostgreSQL backends spent per placed play; null when /proc cannot tell. */
  databaseCpuMsPerPlay: number | null;
  loadAverage: number;
  invariantsHeld: boolean;
  invariantDetail: string;
}

async function insertEntries(db: Db, contestId: number, accountIds: readonly number[]) {
  const CHUNK = 5_000;
  for (let start = 0; start < accountIds.length; start += CHUNK) {
    await db.insert(contestPlayers).values(
      accountIds.slice(start, start + CHUNK).map((accountId, i) => ({
        contestId,
        accountId,
        name: `Bench P. ${start + i}`,
        bankrollCents: STARTING_BANKROLL_CENTS,
        leaderboardBankrollCents: STARTING_BANKROLL_CENTS,
      })),
    );
  }
}

/** CPU used so far by each backend connected to this database (the server on this machine), by pid. */
async function backendCpuMs(db: Db): Promise<Map<number, number> | null> {
  const result = await db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  const cpu = new Map<number, number>();
  for (const { pid } of (result as unknown as { rows: { pid: number }[] }).rows) {
    const ms = await processCpuMs(pid);
    if (ms === null) return null;
    cpu.set(pid, ms);
  }
  return cpu;
}

/** CPU the backends spent between two readings; a backend that started in between counts from zero. */
function backendCpuSpent(before: Map<number, number> | null, after: Map<number, number> | null) {
  if (!before || !after) return null;
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}

interface InvariantCounts {
  negative: number;
  unbalanced: number;
  over_limit: number;
  leaderboard_moved: number;
  stored: number;
}

async function countBrokenInvariants(db: Db, contestId: number): Promise<InvariantCounts> {
  const result = await db.execute(sql`
    with entry_stakes as (
      select cp.id, cp.bankroll_cents, cp.leaderboard_bankroll_cents, coalesce(sum(w.amount_cents), 0) as stakes
      from contest_players cp
      left join wagers w on w.contest_player_id = cp.id
      where cp.contest_id = ${contestId}
      group by cp.id
    ), per_race as (
      select w.contest_player_id, w.contest_race_id, count(*) as plays, min(cr.max_wagers) as max_wagers
      from wagers w
      join contest_races cr on cr.id = w.contest_race_id
      where cr.contest_id = ${contestId}
      group by w.contest_player_id, w.contest_race_id
    )
    select
      (select count(*)::int from entry_stakes where bankroll_cents < 0) as negative,
      (select count(*)::int from entry_stakes
        where bankroll_cents + stakes <> ${STARTING_BANKROLL_CENTS}::bigint) as unbalanced,
      (select count(*)::int from per_race where plays > max_wagers) as over_limit,
      (select count(*)::int from entry_stakes
        where leaderboard_bankroll_cents <> ${STARTING_BANKROLL_CENTS}::bigint) as leaderboard_moved,
      (select coalesce(sum(plays), 0)::int from per_race) as stored`);
  return (result as unknown as { rows: InvariantCounts[] }).rows[0]!;
}

export async function benchPlayBurst(options: {
  database: Database;
  clients: number;
  seconds: number;
}): Promise<PlayBurstResult> {
  const { database, clients, seconds } = options;
  const card = await insertContestCard(database.db, {
    format: 1,
    raceCount: RACES,
    maxWagers: MAX_WAGERS,
    startingBankrollCents: STARTING_BANKROLL_CENTS,
  });
  const { accountIds, tokens } = await insertAccountsWithSessions(database.db, ENTRIES);
  await insertEntries(database.db, card.contestId, accountIds);
  await database.db.execute(sql`vacuum (analyze) contest_players`);
  await database.db.execute(sql`vacuum (analyze) sessions`);

  const app = await benchApp(database);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;

  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const post = (path: string, token: string, body: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method: 'POST',
          path,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
  const entryIndexes = Array.from({ length: ENTRIES }, (_, i) => i);
  const raceIndexes = Array.from({ length: RACES }, (_, i) => i);

  const databaseCpuBefore = await backendCpuMs(database.db);
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const race = pick(raceIndexes);
      const body = JSON.stringify({
        amount: pick(STAKES),
        pool: 'WIN',
        runners: [pick(card.runnerIds[race]!)],
      });
      const started = performance.now();
      const status = await post(
        `/api/race/${card.contestRaceIds[race]}/wager`,
        tokens[pick(entryIndexes)]!,
        body,
      );
      latencies.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  let databaseCpuAfter: Map<number, number> | null = null;
  try {
    await Promise.all(Array.from({ length: clients }, client));
    databaseCpuAfter = await backendCpuMs(database.db);
  } finally {
    agent.destroy();
    await app.close();
  }
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  const cpu = process.cpuUsage(cpuBefore);

  const sorted = latencies.sort((a, b) => a - b);
  const plays = statuses['201'] ?? 0;
  const databaseCpuMs = backendCpuSpent(databaseCpuBefore, databaseCpuAfter);
  const broken = await countBrokenInvariants(database.db, card.contestId);
  const invariantsHeld =
    broken.negative === 0 &&
    broken.unbalanced === 0 &&
    broken.over_limit === 0 &&
    broken.leaderboard_moved === 0 &&
    broken.stored === plays;
  const invariantDetail =
    `negative bankrolls ${broken.negative}, bankroll + stakes ≠ start ${broken.unbalanced}, ` +
    `over maxWagers ${broken.over_limit}, leaderboard moved ${broken.leaderboard_moved}, ` +
    `stored plays ${broken.stored} for ${plays} answers 201`;
  const result: PlayBurstResult = {
    clients,
    seconds,
    requests: sorted.length,
    plays,
    playsPerSecond: plays / elapsedSeconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    statuses,
    nodeCpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, sorted.length),
    databaseCpuMsPerPlay: databaseCpuMs === null ? null : databaseCpuMs / Math.max(1, plays),
    loadAverage: os.loadavg()[0]!,
    invariantsHeld,
    invariantDetail,
  };
  console.log(
    `play burst: ${clients} clients for ${seconds} s: ${sorted.length.toLocaleString('en-US')} requests ` +
      `(${JSON.stringify(statuses)}), ${Math.round(result.playsPerSecond).toLocaleString('en-US')} plays/s, ` +
      `p50 ${formatMs(result.p50Ms)}, p99 ${formatMs(result.p99Ms)}; ` +
      `Node CPU ${result.nodeCpuMsPerRequest.toFixed(2)} ms per request, PostgreSQL CPU ` +
      `${result.databaseCpuMsPerPlay === null ? 'unknown' : `${result.databaseCpuMsPerPlay.toFixed(2)} ms`} per play, load average ${result.loadAverage.toFixed(1)} ` +
      `on ${os.cpus().length} cores`,
  );
  console.log(`play burst invariants ${invariantsHeld ? 'held' : 'BROKEN'}: ${invariantDetail}`);
  return result;
}
