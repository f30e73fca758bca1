import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

const sourceFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => (file.endsWith('.ts') && !file.endsWith('.test.ts')) || file.endsWith('.sql'));

/** A Drizzle insert into the audit table, or an SQL one. */
const WRITES_AUDIT_ROWS = /\.insert\(\s*auditLogs\s*\)|insert\s+into\s+audit_logs\b/i;

describe('audit rows (ARCHITECTURE §3)', () => {
  it('are written by the audit module alone, the demo seed and the play statements aside', () => {
    const writers = sourceFiles.filter((file) =>
      WRITES_AUDIT_ROWS.test(readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect(writers.sort()).toEqual([
      // Back-dated demo history, loaded straight into the tables as the seed loads every other table.
      // A plain play's attempt and placed rows, written with the play in its one statement (decision 067).
      'db/migrations/0014_place_play_function.sql',
      'db/seed/players.ts',
      'modules/audit/audit-row.ts',
      'modules/audit/repository.ts',
    ]);
  });
});
