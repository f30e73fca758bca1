import { and, eq, sql } from 'drizzle-orm';
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

/** Whether the address (any letter case) turned this kind of e-mail off; with no choice recorded, it is on. */
export async function hasOptedOut(db: DbOrTx, email: string, type: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: emailPreferences.enabled })
    .from(emailPreferences)
    .where(and(sql`lower(${emailPreferences.email}) = lower(${email})`, eq(emailPreferences.type, type)));
  return row ? !row.enabled : false;
}
