import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SOURCES = ['packages/shared/src', 'apps/api/src', 'apps/web/src'];

/**
 * Decision 024: inside the code a pick is a play and a contest entry is a player; wager and entry are the wire's
 * and the database's words. Exported names and file names say play and player, except the wire and database names
 * the decision keeps and the other things named entry.
 */
const KEPT = [
  /wagering/i, // whether a race still takes plays (isWageringClosed)
  /max_?wagers/i, // the contest race's maxWagers
  /min_?wager/i, // the contest race's minWagerAmount
  /^wagers$/, // the Drizzle table of the wagers table
  /max_?entries/i, // the contest's maxEntries
  /coupled_?entry/i, // the racing term
  /^(ZipEntry|isSafeEntryName|AuditEntry|MenuEntry|entryCount|entryNumber)$/,
  /^entry\.(client|server)$/, // React Router's entry modules (apps/web/src/app), named by the framework
];
const OLD_WORDS = /wager|entr(y|ies)/i;

const offending = (name: string) => OLD_WORDS.test(name) && !KEPT.some((kept) => kept.test(name));

/** Every .ts/.tsx file of the source folders, as a '/'-separated path from the repository root. */
const files = SOURCES.flatMap((dir) =>
  fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.posix.join(dir, ...file.split(path.sep))),
);

/** The names each file exports, as TypeScript's checker sees them (a re-exported name counts in both files). */
function exportedNames() {
  const program = ts.createProgram(
    files.map((file) => path.join(ROOT, file)),
    { noResolve: true, noLib: true, types: [], jsx: ts.JsxEmit.Preserve },
  );
  const checker = program.getTypeChecker();
  return files.flatMap((file) => {
    const source = program.getSourceFile(path.join(ROOT, file));
    const module = source && checker.getSymbolAtLocation(source);
    return module ? checker.getExportsOfModule(module).map(({ name }) => ({ file, name })) : [];
  });
}

describe('one word per thing (decision 024)', () => {
  const names = exportedNames();

  it('reads the exported names of the three source folders', () => {
    expect(names.length).toBeGreaterThan(500);
  });

  it('exports no name that says wager or entry for a play or a player', () => {
    const found = names.filter(({ name }) => offending(name)).map(({ file, name }) => `${file}: ${name}`);
    expect(found, found.join('\n')).toEqual([]);
  });

  it('names no source file or folder after a wager or an entry', () => {
    const found = files.filter((file) =>
      file
        .replace(/\.(test\.)?tsx?$/, '')
        .split('/')
        .some(offending),
    );
    expect(found, found.join('\n')).toEqual([]);
  });
});
