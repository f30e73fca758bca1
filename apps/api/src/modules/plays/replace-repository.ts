import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Rows of a raw statement; both drivers answer `{ rows }` with columns named as selected. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * The play a new play replaces (changing a pick in one step, decision 027), when it is on this contest race: its
 * entry and the entry's account, read without a lock (the caller locks the entry next, then deletes the play).
 */
export async function findPlayToReplace(db: DbOrTx, wagerId: number, contestRaceId: number) {
  const [row] = rowsOf<{ id: number; entry_id: number; account_id: number; amount_cents: number }>(
    await db.execute(sql`
      select w.id, w.contest_player_id as entry_id, cp.account_id, w.amount_cents
      from wagers w join contest_players cp on cp.id = w.contest_player_id
      where w.id = ${wagerId}::integer and w.contest_race_id = ${contestRaceId}::integer`),
  );
  return row
    ? { id: row.id, entryId: row.entry_id, accountId: row.account_id, amountCents: Number(row.amount_cents) }
    : null;
}

/**
 * Deletes the replaced play of the (locked) entry and answers what it staked and which runner it was on; null when
 * it is gone (removed meanwhile).
 */
export async function deleteReplacedPlay(tx: DbOrTx, wagerId: number, entryId: number) {
  const [row] = rowsOf<{ amount_cents: number; program_number: string | null; name: string }>(
    await tx.execute(sql`
      with removed as (
        delete from wagers where id = ${wagerId}::integer and contest_player_id = ${entryId}::integer
        returning amount_cents, runner_id
      )
      select removed.amount_cents, ru.program_number, ru.name
      from removed join runners ru on ru.id = removed.runner_id`),
  );
  return row
    ? { amountCents: Number(row.amount_cents), runner: { programNumber: row.program_number, name: row.name } }
    : null;
}
