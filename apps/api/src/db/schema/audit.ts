import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt } from './columns';
import { contests } from './contests';

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventType: smallint().notNull(),
    accountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    contestId: integer().references(() => contests.id, { onDelete: 'set null' }),
    content: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_logs_type_created_idx').on(table.eventType, table.createdAt.desc()),
    check('audit_logs_event_type_valid', sql`${table.eventType} between 1 and 17`),
  ],
);

export const ads = pgTable(
  'ads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    placement: smallint().notNull(),
    property: smallint().notNull().default(-1),
    imageUrl: text().notNull(),
    linkUrl: text().notNull(),
    altText: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index('ads_placement_idx').on(table.placement),
    check('ads_placement_valid', sql`${table.placement} in (1, 2, 3)`),
  ],
);
