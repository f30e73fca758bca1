import { AuditEventType } from '@cj/shared/enums';
import type { PicksLockAt } from '@cj/shared/rules/picks-lock';
import { and, asc, eq, inArray, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { hotStatement } from '../../db/hot-statement';
import type { HotTransaction } from '../../db/hot-transaction';
import { playLocks } from '../../db/lock-order';
import { contestPlayers, contestRaces, contests, wagers } from '../../db/schema/contests';
import { races, runners } from '../../db/schema/races';
import { insertIntoAuditLogs } from '../audit/audit-row';
import { firstRaceClosed } from '../contests/status';

/** Rows of a raw statement; both drivers answer `{ rows }` with columns named as selected. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

interface PlayContextRow {
  contest_race_id: number;
  max_wagers: number;
  min_wager_amount_cents: number;
  contest_id: number;
  contest_name: string;
  is_published: boolean;
  is_public: boolean;
  is_cancelled: boolean;
  format: number;
  alternates_enabled: boolean;
  picks_lock_at: PicksLockAt;
  first_race_closed: boolean | null;
  race_id: number;
  race_number: number;
  is_wagering_closed: boolean;
  finalized: boolean;
  post_time: Date | string;
  runner_id: number | null;
  program_number: string | null;
  runner_name: string | null;
  scratched: boolean | null;
  alternate_id: number | null;
  alternate_program_number: string | null;
  alternate_name: string | null;
  alternate_scratched: boolean | null;
}

interface PlayingEntryRow {
  id: number;
  account_id: number;
  name: string;
  bankroll_cents: number;
}

const toPlayingEntry = (row: PlayingEntryRow) => ({
  id: row.id,
  accountId: row.account_id,
  name: row.name,
  bankrollCents: Number(row.bankroll_cents),
});

interface StoredAnswerRow {
  stored_request: string;
  stored_request_hash: string;
  stored_status: number;
  stored_body: unknown;
}

type OrNull<Row> = { [K in keyof Row]: Row[K] | null };

/** The key's stored answer in a statement's row, or null when the key holds none. */
const toStoredAnswer = (row: OrNull<StoredAnswerRow>) =>
  row.stored_request === null || row.stored_request_hash === null || row.stored_status === null
    ? null
    : {
        request: row.stored_request,
        requestHash: row.stored_request_hash,
        status: row.stored_status,
        body: row.stored_body,
      };

/**
 * A context row (nulls when the contest race does not exist) with the entry the left join found and the key's stored
 * answer, or nulls.
 */
type LockedContextRow = OrNull<PlayContextRow> & OrNull<PlayingEntryRow> & OrNull<StoredAnswerRow>;

/** Where a play's entry is looked for: the caller's entries in the contest, or the one entry the request names. */
export type PlayingPlayerKey = { accountId: number } | { entryId: number };

interface LockPlayContextValues {
  contestRaceId: number;
  runnerId: number;
  alternateId: number | null;
  /** The account whose entries, or the entry, the play is for. */
  playerKey: number;
  /** The app's clock (ISO text): a first race past its post time is closed. */
  now: string;
  /** The caller, and the Idempotency-Key it sent (null for none): the key's stored answer comes back with the context. */
  accountId: number;
  idempotencyKey: string | null;
}

const lockPlayContextStatement = (by: 'account' | 'entry') =>
  hotStatement<LockPlayContextValues>(
    `lock_play_context_by_${by}`,
    (value) => sql`
      with context as materialized (
        select cr.id as contest_race_id, cr.max_wagers, cr.min_wager_amount_cents,
          c.id as contest_id, c.name as contest_name, c.is_published, c.is_public, c.is_cancelled, c.format,
          c.alternates_enabled, c.picks_lock_at, first_race.closed as first_race_closed,
          r.id as race_id, r.race_number, r.is_wagering_closed, r.finalized, r.post_time,
          ru.id as runner_id, ru.program_number, ru.name as runner_name, ru.scratched,
          alt.id as alternate_id, alt.program_number as alternate_program_number, alt.name as alternate_name,
          alt.scratched as alternate_scratched
        from contest_races cr
        join contests c on c.id = cr.contest_id
        join races r on r.id = cr.race_id
        left join runners ru on ru.id = ${value.runnerId}::integer and ru.race_id = r.id
        left join runners alt on alt.id = ${value.alternateId}::integer and alt.race_id = r.id
        left join lateral (
          select fr.is_wagering_closed or fr.finalized or fr.post_time <= ${value.now}::timestamptz as closed
          from contest_races fcr
          join races fr on fr.id = fcr.race_id
          where fcr.contest_id = c.id and c.picks_lock_at = 'first-race'
          order by fr.post_time, fr.race_number, fcr.id
          limit 1
        ) first_race on true
        where cr.id = ${value.contestRaceId}::integer
      ), entries as materialized (
        select cp.id, cp.account_id, cp.name, cp.bankroll_cents
        from contest_players cp
        where cp.contest_id = (select contest_id from context)
          and ${by === 'account' ? sql`cp.account_id` : sql`cp.id`} = ${value.playerKey}::integer
        order by cp.entry_number
        for update
      ), stored as (
        select request as stored_request, request_hash as stored_request_hash, status as stored_status,
          body as stored_body
        from idempotency_keys
        where account_id = ${value.accountId}::integer and key = ${value.idempotencyKey}::text
      )
      select context.*, entries.id, entries.account_id, entries.name, entries.bankroll_cents, stored.*
      from (select) as one
        left join (context left join entries on true) on true
        left join stored on true`,
  );
const lockPlayContextByAccount = lockPlayContextStatement('account');
const lockPlayRacesAndContest = hotStatement<{ contestRaceId: number }>(
  'lock_play_races_and_contest',
  (value) => playLocks(sql`${value.contestRaceId}::integer`),
);
const lockPlayContextByEntry = lockPlayContextStatement('entry');

/**
 * The context of a play, locked: first, in the same round trip, the advisory locks of its races and contest, shared
 * (db/lock-order.ts playLocks: closing, changing or finalizing the race, finalizing any race of the contest, changing
 * the contest or its races wait for this transaction, and this play sees them if they came first; in a Pick & Pray
 * contest the first race's too, so a close of that race either waits for this play or is seen by it). Then one
 * statement, whose snapshot is taken once those locks are held: the contest race with its contest and race, the
 * entries `key` names in that contest locked for update in entry order, and the key's stored answer.
 * `runner` is the played runner when it belongs to this race, `alternate` the named alternate when it does; past
 * its post time at `now` a race is closed. The plays of the entry are not counted here: a statement that waited
 * for the entry's lock still reads other tables as of its start, so the count belongs to the next statement
 * (insertPlay). Plain SQL, prepared statements compiled once, only the columns a play needs: this runs on every
 * play.
 */
export async function lockPlayContext(
  tx: HotTransaction,
  play: {
    contestRaceId: number;
    runnerId: number;
    alternateId: number | null;
    entries: PlayingPlayerKey;
    /** The caller, and the key it sent (null for none), whose stored answer this reads too. */
    accountId: number;
    idempotencyKey: string | null;
  },
  now: Date,
) {
  const byAccount = 'accountId' in play.entries;
  tx.queue(lockPlayRacesAndContest, { contestRaceId: play.contestRaceId });
  const rows = await tx.run<LockedContextRow, LockPlayContextValues>(
    byAccount ? lockPlayContextByAccount : lockPlayContextByEntry,
    {
      contestRaceId: play.contestRaceId,
      runnerId: play.runnerId,
      alternateId: play.alternateId,
      playerKey: 'accountId' in play.entries ? play.entries.accountId : play.entries.entryId,
      now: now.toISOString(),
      accountId: play.accountId,
      idempotencyKey: play.idempotencyKey,
    },
  );
  // The statement always answers a row: the key's stored answer is read whether the contest race exists or not.
  const first = rows[0]!;
  const stored = toStoredAnswer(first);
  const context =
    first.contest_race_id === null
      ? null
      : toPlayContext(rows as (PlayContextRow & OrNull<PlayingEntryRow>)[]);
  return { context, stored };
}

function toPlayContext(rows: (PlayContextRow & OrNull<PlayingEntryRow>)[]) {
  const row = rows[0]!;
  return {
    contestRace: {
      id: row.contest_race_id,
      maxWagers: row.max_wagers,
      minWagerAmountCents: row.min_wager_amount_cents,
    },
    contest: {
      id: row.contest_id,
      name: row.contest_name,
      isPublished: row.is_published,
      isPublic: row.is_public,
      isCancelled: row.is_cancelled,
      format: row.format,
      alternatesEnabled: row.alternates_enabled,
      picksLockAt: row.picks_lock_at,
      firstRaceClosed: row.first_race_closed === true,
    },
    race: {
      id: row.race_id,
      raceNumber: row.race_number,
      isWageringClosed: row.is_wagering_closed,
      postTime: new Date(row.post_time),
      finalized: row.finalized,
    },
    runner:
      row.runner_id === null
        ? null
        : {
            id: row.runner_id,
            programNumber: row.program_number,
            name: row.runner_name ?? '',
            scratched: row.scratched === true,
          },
    alternate:
      row.alternate_id === null
        ? null
        : {
            id: row.alternate_id,
            programNumber: row.alternate_program_number,
            name: row.alternate_name ?? '',
            scratched: row.alternate_scratched === true,
          },
    entries: rows.flatMap(({ id, account_id, name, bankroll_cents }) =>
      id === null || account_id === null || name === null || bankroll_cents === null
        ? []
        : [toPlayingEntry({ id, account_id, name, bankroll_cents })],
    ),
  };
}

/**
 * The contest race with its contest and race, read without locks (for the lists), and whether its first race is
 * closed at `now`.
 */
export async function findContestRaceState(db: DbOrTx, contestRaceId: number, now: Date) {
  const [row] = await db
    .select({
      contestRace: contestRaces,
      contest: contests,
      race: races,
      firstRaceClosed: firstRaceClosed(now),
    })
    .from(contestRaces)
    .innerJoin(contests, eq(contests.id, contestRaces.contestId))
    .innerJoin(races, eq(races.id, contestRaces.raceId))
    .where(eq(contestRaces.id, contestRaceId));
  return row ?? null;
}

export async function lockPlayer(tx: DbOrTx, entryId: number, contestId: number) {
  const [row] = rowsOf<PlayingEntryRow>(
    await tx.execute(sql`
      select id, account_id, name, bankroll_cents from contest_players
      where id = ${entryId}::integer and contest_id = ${contestId}::integer
      for update`),
  );
  return row ? toPlayingEntry(row) : null;
}

export async function lockPlayersOfAccount(tx: DbOrTx, accountId: number, contestId: number) {
  const rows = rowsOf<PlayingEntryRow>(
    await tx.execute(sql`
      select id, account_id, name, bankroll_cents from contest_players
      where account_id = ${accountId}::integer and contest_id = ${contestId}::integer
      order by entry_number
      for update`),
  );
  return rows.map(toPlayingEntry);
}

export async function findPlayer(db: DbOrTx, entryId: number, contestId: number) {
  const [row] = await db
    .select()
    .from(contestPlayers)
    .where(and(eq(contestPlayers.id, entryId), eq(contestPlayers.contestId, contestId)));
  return row ?? null;
}

export interface NewPlay {
  entryId: number;
  contestRaceId: number;
  raceId: number;
  runnerId: number;
  alternateRunnerId: number | null;
  stakeCents: number;
  /** What leaves the bankroll: the stake in WinBankroll, 0 in Win. */
  spendCents: number;
  maxWagers: number;
  createdAt: Date;
  /** The audit texts: the attempt, and the placed text in two parts around the new play's id. */
  audit: { accountId: number; contestId: number; attempt: string; placed: [string, string] };
  /**
   * The caller's Idempotency-Key (decision 056), stored with the play's answer (its JSON without the id, which the
   * statement adds); null for none.
   */
  idempotency: { key: string; request: string; requestHash: string; answer: string } | null;
}

/** The status a placed play answers, stored with its key. */
export const PLAY_PLACED_STATUS = 201;

/**
 * The count of an entry's plays on a contest race, which every play makes. It must read the entry's few plays
 * through `wagers_player_race_idx` (entry, contest race). `contest_race_id + 0` keeps the planner off
 * `wagers_contest_race_idx` (contest race alone): once the statistics of `wagers` hold every race then played (any
 * ANALYZE, autovacuum's included), a new race's id is estimated to match one row, the single-column index then
 * looks cheaper, and every play's count read every play placed on its race so far (decision 044). The prepared
 * play statement is planned that way on its first five runs on each connection, pgbench's anchor on every run.
 */
const countPlaysOfPlayerOnRace = (playerId: SQLWrapper, contestRaceId: SQLWrapper) => sql`
  select count(*)::integer as plays from wagers
  where contest_player_id = ${playerId} and contest_race_id + 0 = ${contestRaceId}`;

type InsertPlayValues = Omit<NewPlay, 'createdAt' | 'audit' | 'idempotency'> & {
  createdAt: string;
  accountId: number;
  contestId: number;
  attempt: string;
  placedBefore: string;
  placedAfter: string;
  idempotencyKey: string | null;
  request: string | null;
  requestHash: string | null;
  answer: string | null;
};

const insertPlayStatement = hotStatement<InsertPlayValues>(
  'insert_play',
  (value) => sql`
    with counted as (${countPlaysOfPlayerOnRace(value.entryId, value.contestRaceId)}), earlier as (
      select request as stored_request, request_hash as stored_request_hash, status as stored_status,
        body as stored_body
      from idempotency_keys
      where account_id = ${value.accountId}::integer and key = ${value.idempotencyKey}::text
    ), allowed as (
      select 1 from counted where plays < ${value.maxWagers}::integer and not exists (select 1 from earlier)
    ), spent as (
      update contest_players set bankroll_cents = bankroll_cents - ${value.spendCents}::bigint
      where id = ${value.entryId}::integer and ${value.spendCents}::bigint > 0
        and bankroll_cents >= ${value.spendCents}::bigint and exists (select 1 from allowed)
      returning id
    ), placed as (
      insert into wagers
        (contest_player_id, contest_race_id, race_id, runner_id, alternate_runner_id, amount_cents, created_at)
      select ${value.entryId}::integer, ${value.contestRaceId}::integer, ${value.raceId}::integer,
        ${value.runnerId}::integer, ${value.alternateRunnerId}::integer, ${value.stakeCents}::integer,
        ${value.createdAt}::timestamptz
      where exists (select 1 from allowed) and (${value.spendCents}::bigint = 0 or exists (select 1 from spent))
      returning id, created_at
    ), audited as (
      ${insertIntoAuditLogs}
      select entry.event_type, ${value.accountId}::integer, ${value.contestId}::integer, entry.content
      from placed, lateral (values
        (${sql.raw(String(AuditEventType.WagerAttempt))}::smallint, ${value.attempt}::text),
        (${sql.raw(String(AuditEventType.WagerPlaced))}::smallint,
          ${value.placedBefore}::text || placed.id::text || ${value.placedAfter}::text)
      ) as entry(event_type, content)
    ), kept as (
      insert into idempotency_keys (account_id, key, request, request_hash, status, body, created_at)
      select ${value.accountId}::integer, ${value.idempotencyKey}::text, ${value.request}::text,
        ${value.requestHash}::text, ${sql.raw(String(PLAY_PLACED_STATUS))}::smallint,
        ${value.answer}::jsonb || jsonb_build_object('id', placed.id), ${value.createdAt}::timestamptz
      from placed where ${value.idempotencyKey}::text is not null
    )
    select counted.plays, placed.id, placed.created_at, earlier.*
    from counted left join placed on true left join earlier on true`,
);

/**
 * Places a play in one statement, once its entry is locked: counts the entry's plays on the contest race, and
 * only while they are fewer than maxWagers (and the bankroll covers what is spent) takes the stake from the
 * bankroll, inserts the play and writes its audit rows (attempt, then placed), and its Idempotency-Key with its
 * answer. `id` is null when the play was not placed, and then the statement wrote nothing; `plays` is the count
 * before it; `stored` is the key's answer when the key already held one as the statement began (a concurrent request
 * with it committed first), read by the statement itself so that nothing can remove it before it is answered, and
 * then nothing was written either. A key committed while the statement ran makes its insert fail on the key's
 * primary key, the whole statement with it. With `commit` the transaction commits with it (HotTransaction.run).
 */
export async function insertPlay(tx: HotTransaction, play: NewPlay, options?: { commit: true }) {
  const { createdAt, audit, idempotency, ...placed } = play;
  const rows = await tx.run<
    { plays: number; id: number | null; created_at: string | Date | null } & OrNull<StoredAnswerRow>,
    InsertPlayValues
  >(
    insertPlayStatement,
    {
      ...placed,
      createdAt: createdAt.toISOString(),
      accountId: audit.accountId,
      contestId: audit.contestId,
      attempt: audit.attempt,
      placedBefore: audit.placed[0],
      placedAfter: audit.placed[1],
      idempotencyKey: idempotency?.key ?? null,
      request: idempotency?.request ?? null,
      requestHash: idempotency?.requestHash ?? null,
      answer: idempotency?.answer ?? null,
    },
    options,
  );
  const row = rows[0];
  return {
    stored: toStoredAnswer(row!),
    plays: row!.plays,
    id: row!.id,
    createdAt: row!.created_at === null ? null : new Date(row!.created_at),
  };
}

export async function refundBankroll(tx: DbOrTx, entryId: number, amountCents: number) {
  await tx
    .update(contestPlayers)
    .set({ bankrollCents: sql`${contestPlayers.bankrollCents} + ${amountCents}` })
    .where(eq(contestPlayers.id, entryId));
}

/**
 * A play with what removing it needs, and whether its contest's first race is closed at `now`; its races and contest
 * locked as when placing one (db/lock-order.ts), before they are read.
 */
export async function lockPlayForRemoval(tx: DbOrTx, wagerId: number, now: Date) {
  await tx.execute(playLocks(sql`(select contest_race_id from wagers where id = ${wagerId}::integer)`));
  const [row] = await tx
    .select({
      wager: wagers,
      entry: contestPlayers,
      contest: contests,
      race: races,
      runner: runners,
      firstRaceClosed: firstRaceClosed(now),
    })
    .from(wagers)
    .innerJoin(contestPlayers, eq(contestPlayers.id, wagers.contestPlayerId))
    .innerJoin(contestRaces, eq(contestRaces.id, wagers.contestRaceId))
    .innerJoin(contests, eq(contests.id, contestRaces.contestId))
    .innerJoin(races, eq(races.id, wagers.raceId))
    .innerJoin(runners, eq(runners.id, wagers.runnerId))
    .where(eq(wagers.id, wagerId));
  return row ?? null;
}

export async function deletePlay(tx: DbOrTx, wagerId: number) {
  const rows = await tx.delete(wagers).where(eq(wagers.id, wagerId)).returning({ id: wagers.id });
  return rows.length === 1;
}

export interface PlayFilter {
  contestRaceId?: number;
  contestId?: number;
  entryIds?: readonly number[];
  /** Only plays of this account's entries. */
  accountId?: number;
  /** Only plays whose race is closed at this time: past its post time, closed by an operator or finalized. */
  closedRacesAt?: Date;
}

const substitutes = alias(runners, 'substitute_runners');
const alternates = alias(runners, 'alternate_runners');

/** Plays with what the Wager view shows, by race (post time, race number), then as they were placed. */
export async function listPlays(db: DbOrTx, filter: PlayFilter, page?: { limit: number; offset: number }) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.contestRaceId !== undefined) conditions.push(eq(wagers.contestRaceId, filter.contestRaceId));
  if (filter.contestId !== undefined) conditions.push(eq(contestRaces.contestId, filter.contestId));
  if (filter.entryIds !== undefined) conditions.push(inArray(wagers.contestPlayerId, [...filter.entryIds]));
  if (filter.accountId !== undefined) conditions.push(eq(contestPlayers.accountId, filter.accountId));
  if (filter.closedRacesAt !== undefined)
    conditions.push(
      or(
        eq(races.isWageringClosed, true),
        eq(races.finalized, true),
        lte(races.postTime, filter.closedRacesAt),
      ),
    );
  const query = db
    .select({
      wager: wagers,
      runner: {
        id: runners.id,
        programNumber: runners.programNumber,
        name: runners.name,
        scratched: runners.scratched,
      },
      substitute: { id: substitutes.id, programNumber: substitutes.programNumber, name: substitutes.name },
      alternate: {
        id: alternates.id,
        programNumber: alternates.programNumber,
        name: alternates.name,
        scratched: alternates.scratched,
      },
      winPayoutCapCents: contests.winPayoutCapCents,
      raceNumber: races.raceNumber,
      raceFinalized: races.finalized,
      entryName: contestPlayers.name,
    })
    .from(wagers)
    .innerJoin(contestRaces, eq(contestRaces.id, wagers.contestRaceId))
    .innerJoin(contests, eq(contests.id, contestRaces.contestId))
    .innerJoin(races, eq(races.id, wagers.raceId))
    .innerJoin(runners, eq(runners.id, wagers.runnerId))
    .innerJoin(contestPlayers, eq(contestPlayers.id, wagers.contestPlayerId))
    .leftJoin(substitutes, eq(substitutes.id, wagers.substituteRunnerId))
    .leftJoin(alternates, eq(alternates.id, wagers.alternateRunnerId))
    .where(and(...conditions))
    .orderBy(asc(races.postTime), asc(races.raceNumber), asc(wagers.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export type PlayListRow = Awaited<ReturnType<typeof listPlays>>[number];
