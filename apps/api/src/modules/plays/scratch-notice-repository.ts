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

/** Rows of a raw statement; both drivers answer `{ rows }` with columns named as selected. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

interface ScratchedPlayRow {
  play_id: number;
  email: string;
  first_name: string;
  entry_name: string;
  contest_name: string;
  contest_slug: string;
  property: number;
  race_number: number;
  race_open: boolean;
  track_name: string;
  program_number: string | null;
  runner_name: string;
  alternate_program_number: string | null;
  alternate_name: string | null;
  alternate_scratched: boolean | null;
}

/**
 * The plays on scratched runners in `scope` whose race is not finalized, with what their scratch e-mail says, in
 * one statement; plays whose notice is already in the outbox ('scratch:<playId>') are left out.
 */
export async function listScratchedPlays(db: DbOrTx, scope: ScratchScope, now: Date) {
  if (isEmptyScope(scope)) return [];
  return listPlaysWhere(
    db,
    now,
    sql`${picksInScope(scope)}
      and not exists (select 1 from email_outbox o where o.dedupe_key = 'scratch:' || w.id::text)`,
  );
}

/**
 * The plays whose alternate in `scope` is scratched after their pick's scratch notice was queued (that notice told
 * the player the alternate would be scored; it no longer can), race not finalized, pick still scratched; plays
 * whose second notice is already in the outbox ('scratch-alternate:<playId>') are left out. Read before this
 * transaction queues any first notice, so a pick and its alternate scratched together get the first notice only,
 * which already names the post-time favorite.
 */
export async function listPlaysWithAlternateScratched(db: DbOrTx, scope: ScratchScope, now: Date) {
  if (isEmptyScope(scope)) return [];
  return listPlaysWhere(
    db,
    now,
    sql`${scratchedAlternatesInScope(scope)}
      and exists (select 1 from email_outbox o where o.dedupe_key = 'scratch:' || w.id::text)
      and not exists (select 1 from email_outbox o where o.dedupe_key = 'scratch-alternate:' || w.id::text)`,
  );
}

/**
 * Plays on scratched runners of races not finalized that also match `where`, with what their e-mails say; a race is
 * open when it is before its post time at `now` and not closed by an operator.
 */
async function listPlaysWhere(db: DbOrTx, now: Date, where: SQL) {
  const rows = rowsOf<ScratchedPlayRow>(
    await db.execute(sql`
      select w.id as play_id, a.email, a.first_name, cp.name as entry_name,
        c.name as contest_name, c.slug as contest_slug, c.property,
        r.race_number, not ${raceClosedAt('r', now)} as race_open, t.name as track_name,
        ru.program_number, ru.name as runner_name,
        alt.program_number as alternate_program_number, alt.name as alternate_name,
        alt.scratched as alternate_scratched
      ${fromPlaysOnScratchedRunners({ recipients: sql`join accounts a on a.id = cp.account_id`, where })}
      order by w.id`),
  );
  return rows.map((row) => ({
    playId: row.play_id,
    email: row.email,
    firstName: row.first_name,
    entryName: row.entry_name,
    contest: { name: row.contest_name, slug: row.contest_slug, property: row.property },
    race: { raceNumber: row.race_number, trackName: row.track_name, open: row.race_open },
    runner: { programNumber: row.program_number ?? '', name: row.runner_name },
    alternate:
      row.alternate_name === null
        ? null
        : {
            programNumber: row.alternate_program_number ?? '',
            name: row.alternate_name,
            scratched: row.alternate_scratched === true,
          },
  }));
}

export type ScratchedPlay = Awaited<ReturnType<typeof listPlaysWhere>>[number];
