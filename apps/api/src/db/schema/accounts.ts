import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const accounts = pgTable(
  'accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    isLocked: boolean().notNull().default(false),
    isAdministrator: boolean().notNull().default(false),
    photoPath: text(),
    /** When the person ticked 'I am 21 or older and accept the Rules' at signup; null for accounts made before. */
    rulesAcceptedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('accounts_email_lower_unique').on(sql`lower(${table.email})`),
    index('accounts_created_at_idx').on(table.createdAt),
    check('accounts_email_length', sql`char_length(${table.email}) between 3 and 254`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_codes_account_idx').on(table.accountId)],
);

/** A person's choice about one kind of e-mail; kept by address so visitors without an account can opt out. */
export const emailPreferences = pgTable(
  'email_preferences',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    type: text().notNull(),
    enabled: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('email_preferences_email_type_unique').on(sql`lower(${table.email})`, table.type)],
);
