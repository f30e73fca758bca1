import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt } from './columns';

/** First-party product analytics: what the web app's track(event, properties) sends. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    properties: jsonb().$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    path: text(),
    accountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    /** A random id the browser keeps for its visit; never a cookie that follows a person across sites. */
    visitId: text(),
    property: integer().notNull().default(-1),
    createdAt: createdAt(),
  },
  (table) => [index('analytics_events_name_created_idx').on(table.name, table.createdAt)],
);
