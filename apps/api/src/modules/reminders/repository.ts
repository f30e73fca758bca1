import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { raceClosedAt } from '../contests/status';

/** The outbox key of a contest's reminder to one account: at most one such e-mail, whichever instance queues it. */
export const reminderKey = (contestId: number, accountId: number) => `reminder:${contestId}:${accountId}`;

export interface DueReminder {
  contestId: number;
  contestName: string;
  slug: string;
  property: number;
  firstPostTime: Date;
  firstPostTimezone: string;
  accountId: number;
  email: string;
  firstName: string;
  races: { raceNumber: number; trackName: string; postTime: Date; timezone: string }[];
}

interface DueReminderRow {
  contest_id: number;
  contest_name: string;
  slug: string;
  property: number;
  first_post_time: string | Date;
  first_post_timezone: string;
  account_id: number;
  email: string;
  first_name: string;
  races: { raceNumber: number; trackName: string; postTime: string; timezone: string }[];
}

/**
 * Up to `limit` reminders due now, in one statement: for each published, uncancelled contest whose first post is
 * within `leadMinutes` and still ahead, with no race closed yet, each account entered in it that has contest races
 * one of its entries has not played, is not locked, has not turned contest updates off, and has no reminder for the
 * contest in the outbox yet; with those races in post order.
 */
export async function findDueReminders(
  db: DbOrTx,
  options: { now: Date; leadMinutes: number; limit: number; optOutType: string },
): Promise<DueReminder[]> {
  const now = options.now.toISOString();
  const result = await db.execute(sql`
    with first_posts as (
      select distinct on (c.id) c.id, c.name, c.slug, c.property, r.post_time, t.timezone
      from contests c
      join contest_races cr on cr.contest_id = c.id
      join races r on r.id = cr.race_id
      join tracks t on t.id = r.track_id
      where c.is_published and not c.is_cancelled and c.concluded_at is null
      order by c.id, r.post_time, r.race_number, cr.id
    ),
    due as (
      select f.* from first_posts f
      where f.post_time > ${now}::timestamptz
        and f.post_time <= ${now}::timestamptz + make_interval(mins => ${options.leadMinutes})
        and not exists (
          select 1 from contest_races cr join races r on r.id = cr.race_id
          where cr.contest_id = f.id and ${raceClosedAt('r', options.now)}
        )
    ),
    players as (
      select distinct d.id as contest_id, cp.account_id
      from due d join contest_players cp on cp.contest_id = d.id
      where not exists (select 1 from email_outbox o where o.dedupe_key = 'reminder:' || d.id || ':' || cp.account_id)
    )
    select d.id as contest_id, d.name as contest_name, d.slug, d.property,
      d.post_time as first_post_time, d.timezone as first_post_timezone,
      a.id as account_id, a.email, a.first_name,
      json_agg(
        json_build_object(
          'raceNumber', r.race_number, 'trackName', t.name, 'postTime', r.post_time, 'timezone', t.timezone
        ) order by r.post_time, r.race_number, cr.id
      ) as races
    from players p
    join due d on d.id = p.contest_id
    join accounts a on a.id = p.account_id
    join contest_races cr on cr.contest_id = d.id
    join races r on r.id = cr.race_id
    join tracks t on t.id = r.track_id
    where not a.is_locked
      and exists (
        select 1 from contest_players cp
        where cp.contest_id = d.id and cp.account_id = a.id
          and not exists (select 1 from wagers w where w.contest_player_id = cp.id and w.contest_race_id = cr.id)
      )
      and not exists (
        select 1 from email_preferences ep
        where lower(ep.email) = lower(a.email) and ep.type = ${options.optOutType} and not ep.enabled
      )
    group by d.id, d.name, d.slug, d.property, d.post_time, d.timezone, a.id, a.email, a.first_name
    order by d.post_time, d.id, a.id
    limit ${options.limit}`);
  return (result as unknown as { rows: DueReminderRow[] }).rows.map((row) => ({
    contestId: row.contest_id,
    contestName: row.contest_name,
    slug: row.slug,
    property: row.property,
    firstPostTime: new Date(row.first_post_time),
    firstPostTimezone: row.first_post_timezone,
    accountId: row.account_id,
    email: row.email,
    firstName: row.first_name,
    races: row.races.map((race) => ({ ...race, postTime: new Date(race.postTime) })),
  }));
}
