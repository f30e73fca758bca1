import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  fromPlaysOnScratchedRunners,
  isEmptyScope,
  picksInScope,
  type ScratchScope,
  scratchedAlternatesInScope,
} from '../../db/scratch-scope';
import { raceClosedAt } from '../contests/status';
import type { ScratchOf } from './alert-facts';

/**
 * The statements that queue push alerts (decision 032), each one INSERT…SELECT whatever the number of players: a
 * row per subscription of each account whose switch for the alert is on, keyed '<alert>:<subscriptionId>' and
 * skipped when the key is already in the outbox (queued before, by any instance). `facts` is built with the field
 * names of alert-facts.ts. Each answers how many alerts it queued.
 */

const rowCount = (result: unknown) => (result as { rows: unknown[] }).rows.length;

/** Where an alert happened (alert-facts.ts `Where`), from the contest `c`, contest race `cr`, race `r`, track `t`. */
const PLACE_FACTS = sql`'contest', jsonb_build_object('slug', c.slug, 'name', c.name, 'property', c.property),
  'contestRaceId', cr.id,
  'race', jsonb_build_object('raceNumber', r.race_number, 'trackName', t.name)`;

/**
 * Pick scratched: plays on scratched runners of `runnerIds` or of the races `raceIds` whose race is not finalized,
 * once per play and browser ('pickScratched:<playId>:<subscriptionId>'), in the transaction that scratched them.
 */
export async function insertPickScratchedAlerts(
  db: DbOrTx,
  scope: ScratchScope,
  times: { now: Date; expiresAt: Date },
): Promise<number> {
  if (isEmptyScope(scope)) return 0;
  return insertScratchAlerts(
    db,
    { keyPrefix: 'pickScratched', scratchOf: 'pick', where: picksInScope(scope) },
    times,
  );
}

/**
 * Alternate scratched: plays whose pick is scratched and whose alternate, in `runnerIds` or of the races `raceIds`,
 * is scratched after the browser was alerted of the pick (that alert said the alternate would be scored; it no longer
 * can), race not finalized; once per play and browser ('alternateScratched:<playId>:<subscriptionId>'). Run before
 * the pick's alerts of the same transaction, so a pick scratched with its alternate gets only the pick's alert,
 * which already names the post-time favorite.
 */
export async function insertAlternateScratchedAlerts(
  db: DbOrTx,
  scope: ScratchScope,
  times: { now: Date; expiresAt: Date },
): Promise<number> {
  if (isEmptyScope(scope)) return 0;
  return insertScratchAlerts(
    db,
    {
      keyPrefix: 'alternateScratched',
      scratchOf: 'alternate',
      where: sql`${scratchedAlternatesInScope(scope)}
        and exists (select 1 from push_outbox o where o.dedupe_key = 'pickScratched:' || w.id || ':' || s.id)`,
    },
    times,
  );
}

/**
 * The scratch alerts (kind pickScratched, the same switch) of the plays on scratched runners of races not finalized
 * that match `where`, to each browser of a player who turned the alert on, keyed
 * '<keyPrefix>:<playId>:<subscriptionId>'.
 */
async function insertScratchAlerts(
  db: DbOrTx,
  alert: { keyPrefix: 'pickScratched' | 'alternateScratched'; scratchOf: ScratchOf; where: SQL },
  times: { now: Date; expiresAt: Date },
): Promise<number> {
  const result = await db.execute(sql`
    insert into push_outbox (kind, subscription_id, dedupe_key, facts, next_attempt_at, expires_at)
    select 'pickScratched', s.id, ${alert.keyPrefix}::text || ':' || w.id || ':' || s.id,
      jsonb_build_object(
        ${PLACE_FACTS},
        'entryName', cp.name,
        'runner', jsonb_build_object('programNumber', coalesce(ru.program_number, ''), 'name', ru.name),
        'alternate', case when alt.id is null then null else jsonb_build_object(
          'programNumber', coalesce(alt.program_number, ''), 'name', alt.name, 'scratched', alt.scratched) end,
        'scratchOf', ${alert.scratchOf}::text
      ),
      ${times.now.toISOString()}::timestamptz, ${times.expiresAt.toISOString()}::timestamptz
    ${fromPlaysOnScratchedRunners({
      recipients: sql`join accounts a on a.id = cp.account_id and not a.is_locked
        join push_preferences pp on pp.account_id = a.id and pp.pick_scratched
        join push_subscriptions s on s.account_id = a.id`,
      where: alert.where,
    })}
    on conflict (dedupe_key) do nothing
    returning id`);
  return rowCount(result);
}

/**
 * Race closing: each open race of a published, running contest whose post time is within `leadMinutes` and still
 * ahead, to each account entered with an entry that has no play on it, once per race, account and browser
 * ('raceClosing:<contestRaceId>:<accountId>:<subscriptionId>'). In a Pick & Pray contest every pick closes with
 * the first race, so only the first race is alerted, counting every open race the account left unpicked. The
 * alert expires at the post time.
 */
export async function insertRaceClosingAlerts(db: DbOrTx, options: { now: Date; leadMinutes: number }) {
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const until = sql`${now} + make_interval(mins => ${options.leadMinutes})`;
  const result = await db.execute(sql`
    with contest_race_times as (
      select c.id as contest_id, c.picks_lock_at, cr.id as contest_race_id, r.post_time,
        ${raceClosedAt('r', now)} as closed,
        row_number() over (partition by c.id order by r.post_time, r.race_number, cr.id) as position
      from contests c
      join contest_races cr on cr.contest_id = c.id
      join races r on r.id = cr.race_id
      where c.is_published and not c.is_cancelled and c.concluded_at is null
        and exists (
          select 1 from contest_races soon join races sr on sr.id = soon.race_id
          where soon.contest_id = c.id and sr.post_time > ${now} and sr.post_time <= ${until}
        )
    ),
    closing as (
      select * from contest_race_times
      where not closed and post_time > ${now} and post_time <= ${until}
        and (picks_lock_at = 'each-race' or position = 1)
    ),
    unpicked as (
      select cl.contest_race_id, cp.account_id, count(distinct open_race.contest_race_id) as races_unpicked
      from closing cl
      join contest_players cp on cp.contest_id = cl.contest_id
      join push_preferences pp on pp.account_id = cp.account_id and pp.race_closing
      join contest_race_times open_race on open_race.contest_id = cl.contest_id and not open_race.closed
        and (open_race.contest_race_id = cl.contest_race_id or cl.picks_lock_at = 'first-race')
      where not exists (
        select 1 from wagers w where w.contest_player_id = cp.id and w.contest_race_id = open_race.contest_race_id
      )
      group by cl.contest_race_id, cp.account_id
    )
    insert into push_outbox (kind, subscription_id, dedupe_key, facts, next_attempt_at, expires_at)
    select 'raceClosing', s.id, 'raceClosing:' || cr.id || ':' || u.account_id || ':' || s.id,
      jsonb_build_object(
        ${PLACE_FACTS},
        'racesUnpicked', u.races_unpicked,
        'picksCloseWithFirstRace', c.picks_lock_at = 'first-race'
      ),
      ${now}, r.post_time
    from unpicked u
    join contest_races cr on cr.id = u.contest_race_id
    join contests c on c.id = cr.contest_id
    join races r on r.id = cr.race_id
    join tracks t on t.id = r.track_id
    join accounts a on a.id = u.account_id and not a.is_locked
    join push_subscriptions s on s.account_id = u.account_id
    on conflict (dedupe_key) do nothing
    returning id`);
  return rowCount(result);
}

/**
 * Race finalized: each entry with plays on the race, to its account, with what each play was scored as and
 * returned and the entry's new rank; once per contest race, entry and browser
 * ('raceFinalized:<contestRaceId>:<entryId>:<subscriptionId>'). Run in the finalize transaction after the race is
 * scored: one statement, driven from the accounts that turned the alert on, so a finalize whose players have no
 * subscriptions costs one index read.
 */
export async function insertRaceFinalizedAlerts(
  db: DbOrTx,
  raceId: number,
  times: { now: Date; expiresAt: Date },
): Promise<number> {
  const result = await db.execute(sql`
    insert into push_outbox (kind, subscription_id, dedupe_key, facts, next_attempt_at, expires_at)
    select 'raceFinalized', s.id, 'raceFinalized:' || cr.id || ':' || cp.id || ':' || s.id,
      jsonb_build_object(
        ${PLACE_FACTS},
        'entryName', cp.name,
        'rank', cp.rank,
        'plays', jsonb_agg(
          jsonb_build_object(
            'programNumber', coalesce(ru.program_number, ''), 'name', ru.name,
            'payoffCents', coalesce(w.payoff_cents, 0)
          ) order by w.id
        )
      ),
      ${times.now.toISOString()}::timestamptz, ${times.expiresAt.toISOString()}::timestamptz
    from push_preferences pp
    join accounts a on a.id = pp.account_id and not a.is_locked
    join push_subscriptions s on s.account_id = pp.account_id
    join contest_players cp on cp.account_id = pp.account_id
    join contest_races cr on cr.contest_id = cp.contest_id and cr.race_id = ${raceId}
    join contests c on c.id = cr.contest_id and not c.is_cancelled
    join races r on r.id = cr.race_id
    join tracks t on t.id = r.track_id
    join wagers w on w.contest_player_id = cp.id and w.contest_race_id = cr.id
    join runners ru on ru.id = coalesce(w.substitute_runner_id, w.runner_id)
    where pp.race_finalized
    group by s.id, cr.id, cp.id, c.id, r.id, t.id
    on conflict (dedupe_key) do nothing
    returning id`);
  return rowCount(result);
}
