import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

export function databaseUrl(base: string, name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The maintenance connection used to create and drop databases: the one TEST_DATABASE_URL names. */
export const adminConnectionString = (base: string) => base;

export async function dropDatabase(admin: Database, name: string) {
  await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
}

export async function createDatabaseFromTemplate(admin: Database, name: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.db.execute(sql.raw(`create database ${name} template ${template}`));
      return;
    } catch (error) {
      // Two copies of one template started at the same instant can collide; try again shortly.
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
    }
  }
}
