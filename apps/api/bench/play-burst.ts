import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../src/db/client';
import { contestPlayers } from '../src/db/schema/contests';
import {
  type BenchCard,
  benchApp,
  formatMs,
  insertAccountsWithSessions,
  insertContestCard,
  processCpuMs,
} from './bench-setup';
import {
  chooseLoadGenerator,
  describeLoadGenerator,
  type LoadGenerator,
  type PlayLoadOptions,
  type PlayLoadResult,
  runPlayLoad,
} from './play-load';

/**
 * Plays under load: `clients` concurrent clients post plays for `seconds` to a real listening server
 * (127.0.0.1, a free port) over HTTP/1.1 keep-alive, each waiting for its answer before the next: wrk in a process
 * of its own when it is installed, else node:http clients in this process (bench/play-load.ts). Entries and
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
  /** What sent the plays: wrk in its own process, or node:http clients in the server's process. */
  loadGenerator: LoadGenerator;
  /** Plays sent that never had an answer; the stored-once check is then a range. */
  unanswered: number;
  /**
   * CPU time of this Node process per request: the server's alone when wrk sent the plays, the server's and its
   * clients' with the node client.
   */
  nodeCpuMsPerRequest: number;
  /** wrk's own CPU per request; null with the node client or when it could not be read. */
  loadGeneratorCpuMsPerRequest: number | null;
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

export interface PreparedPlays extends Pick<PlayLoadOptions, 'tokens' | 'stakes'> {
  card: BenchCard;
}

/**
 * A fresh contest for the play load, made in SQL: 10 races of six runners, at most 3 plays an entry on each, and
 * 4,000 entries with $100 each, their accounts with a session each; answers the card and the sessions' tokens.
 */
export async function preparePlayLoad(db: Db): Promise<PreparedPlays> {
  const card = await insertContestCard(db, {
    format: 1,
    raceCount: RACES,
    maxWagers: MAX_WAGERS,
    startingBankrollCents: STARTING_BANKROLL_CENTS,
  });
  const { accountIds, tokens } = await insertAccountsWithSessions(db, ENTRIES);
  await insertEntries(db, card.contestId, accountIds);
  await db.execute(sql`vacuum (analyze) contest_players`);
  await db.execute(sql`vacuum (analyze) sessions`);
  return { card, tokens, stakes: STAKES };
}

/**
 * Whether the card's contest shows no broken rule after `load`: no negative bankroll, bankroll + stakes = start,
 * no entry over maxWagers, the leaderboard untouched, and one stored play per 201 (when plays went unanswered,
 * at least one per 201 and at most one more per unanswered play).
 */
export async function checkPlayInvariants(db: Db, contestId: number, load: PlayLoadResult) {
  const broken = await countBrokenInvariants(db, contestId);
  const plays = load.statuses['201'] ?? 0;
  const storedAsAnswered =
    load.unanswered === 0
      ? broken.stored === plays
      : broken.stored >= plays && broken.stored <= plays + load.unanswered;
  const held =
    broken.negative === 0 &&
    broken.unbalanced === 0 &&
    broken.over_limit === 0 &&
    broken.leaderboard_moved === 0 &&
    storedAsAnswered;
  const detail =
    `negative bankrolls ${broken.negative}, bankroll + stakes ≠ start ${broken.unbalanced}, ` +
    `over maxWagers ${broken.over_limit}, leaderboard moved ${broken.leaderboard_moved}, ` +
    `stored plays ${broken.stored} for ${plays} answers 201` +
    (load.unanswered > 0 ? ` and ${load.unanswered} plays never answered` : '');
  return { held, detail };
}

export async function benchPlayBurst(options: {
  database: Database;
  clients: number;
  seconds: number;
}): Promise<PlayBurstResult> {
  const { database, clients, seconds } = options;
  const prepared = await preparePlayLoad(database.db);
  const generator = await chooseLoadGenerator();
  console.log(`play burst: load from ${describeLoadGenerator(generator)}`);

  const app = await benchApp(database);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;

  const databaseCpuBefore = await backendCpuMs(database.db);
  const cpuBefore = process.cpuUsage();
  let load: PlayLoadResult;
  let databaseCpuAfter: Map<number, number> | null = null;
  try {
    load = await runPlayLoad(generator, {
      ...prepared,
      addresses: [`http://127.0.0.1:${port}`],
      clients,
      seconds,
    });
    databaseCpuAfter = await backendCpuMs(database.db);
  } finally {
    await app.close();
  }
  const cpu = process.cpuUsage(cpuBefore);

  const plays = load.statuses['201'] ?? 0;
  const databaseCpuMs = backendCpuSpent(databaseCpuBefore, databaseCpuAfter);
  const invariants = await checkPlayInvariants(database.db, prepared.card.contestId, load);
  const perRequest = (ms: number) => ms / Math.max(1, load.requests);
  const result: PlayBurstResult = {
    clients,
    seconds,
    requests: load.requests,
    plays,
    playsPerSecond: plays / load.elapsedSeconds,
    p50Ms: load.p50Ms,
    p99Ms: load.p99Ms,
    statuses: load.statuses,
    loadGenerator: generator,
    unanswered: load.unanswered,
    nodeCpuMsPerRequest: perRequest((cpu.user + cpu.system) / 1000),
    loadGeneratorCpuMsPerRequest: load.generatorCpuMs === null ? null : perRequest(load.generatorCpuMs),
    databaseCpuMsPerPlay: databaseCpuMs === null ? null : databaseCpuMs / Math.max(1, plays),
    loadAverage: os.loadavg()[0]!,
    invariantsHeld: invariants.held,
    invariantDetail: invariants.detail,
  };
  console.log(
    `play burst: ${clients} clients for ${seconds} s: ${result.requests.toLocaleString('en-US')} requests ` +
      `(${JSON.stringify(result.statuses)}), ${Math.round(result.playsPerSecond).toLocaleString('en-US')} plays/s, ` +
      `p50 ${formatMs(result.p50Ms)}, p99 ${formatMs(result.p99Ms)}; ${nodeCpuText(result)}, PostgreSQL CPU ` +
      `${result.databaseCpuMsPerPlay === null ? 'unknown' : `${result.databaseCpuMsPerPlay.toFixed(2)} ms`} per play, load average ${result.loadAverage.toFixed(1)} ` +
      `on ${os.cpus().length} cores`,
  );
  console.log(
    `play burst invariants ${result.invariantsHeld ? 'held' : 'BROKEN'}: ${result.invariantDetail}`,
  );
  return result;
}

/** Node's CPU per request, saying whose it is (and wrk's beside it). */
export function nodeCpuText(result: PlayBurstResult): string {
  const node = `Node CPU ${result.nodeCpuMsPerRequest.toFixed(2)} ms per request`;
  if (result.loadGenerator === 'node') return `${node} (the server and its node:http clients, one process)`;
  const wrk = result.loadGeneratorCpuMsPerRequest;
  return `${node} (the server alone; wrk ${wrk === null ? 'unknown' : `${wrk.toFixed(2)} ms`} per request)`;
}
