import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailPreferences } from '../../db/schema/accounts';

/** One row per address (any letter case) and type: the latest choice wins. */
export async function upsertEmailPreference(
  db: DbOrTx,
  row: { email: string; type: string; enabled: boolean; updatedAt: Date },
) {
  // The conflict target is the expression index email_preferences_email_type_unique, which Drizzle's builder
  // cannot name.
  await db.execute(sql`
    insert into ${emailPreferences} (email, type, enabled, updated_at)
    values (${row.email}, ${row.type}, ${row.enabled}, ${row.updatedAt.toISOString()})
    on conflict (lower(email), type)
    do update set enabled = excluded.enabled, updated_at = excluded.updated_at`);
}
