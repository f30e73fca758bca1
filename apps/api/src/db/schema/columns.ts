import { bigint, integer, timestamp } from 'drizzle-orm/pg-core';

/** Money is stored as integer cents; the API speaks dollars. */
export const cents = (name?: string) => (name ? integer(name) : integer());
export const bigCents = (name?: string) =>
  name ? bigint(name, { mode: 'number' }) : bigint({ mode: 'number' });

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
