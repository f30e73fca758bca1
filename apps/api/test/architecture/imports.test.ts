import path from 'node:path';
import { readSourceImports, type SourceImport } from '@cj/import-graph';
import { describe, expect, it } from 'vitest';
import { folderCycles, folderOf } from './import-graph';

const SRC = path.resolve(import.meta.dirname, '../../src');
const imports = readSourceImports({ srcDir: SRC, reads: (file) => !file.endsWith('.test.ts') });

const describeImport = ({ from, to }: SourceImport) => `${from} → ${to}`;

/** The layers below the modules: they import nothing from `modules/`. */
const isBelowModules = (file: string) =>
  file === 'config.ts' ||
  file === 'app-context.ts' ||
  ['lib/', 'db/', 'plugins/'].some((folder) => file.startsWith(folder));

/** A repository of a module: `repository.ts` or `<name>-repository.ts`. */
const isRepository = (file: string) => /(^|\/|-)repository\.ts$/.test(path.posix.basename(file));

/**
 * The module boundaries of ARCHITECTURE.md §5, read from the imports themselves so they hold without review. Each
 * failure lists the offending imports as 'from → to' (paths under apps/api/src).
 */
describe('imports in apps/api/src (ARCHITECTURE §5)', () => {
  it('reads the imports of every source file', () => {
    expect(imports.length).toBeGreaterThan(100);
  });

  it('config, app-context, lib, db and plugins import nothing from modules', () => {
    const upward = imports.filter(({ from, to }) => isBelowModules(from) && to.startsWith('modules/'));
    expect(upward.map(describeImport)).toEqual([]);
  });

  it("a module never reads another module's repository", () => {
    const reaching = imports.filter(
      ({ from, to }) =>
        from.startsWith('modules/') &&
        to.startsWith('modules/') &&
        isRepository(to) &&
        folderOf(from) !== folderOf(to),
    );
    expect(reaching.map(describeImport)).toEqual([]);
  });

  it("a module never imports another module's routes (views go in views.ts)", () => {
    const intoRoutes = imports.filter(
      ({ from, to }) =>
        from.startsWith('modules/') &&
        to.startsWith('modules/') &&
        /(^|-)routes\.ts$/.test(path.posix.basename(to)) &&
        folderOf(from) !== folderOf(to),
    );
    expect(intoRoutes.map(describeImport)).toEqual([]);
  });

  it('production code never depends on the demo seed (only the server and the admin command run it)', () => {
    const seedUsers = (from: string) =>
      from.startsWith('db/seed/') || from.startsWith('cli/') || from === 'server.ts';
    const onSeed = imports.filter(({ from, to }) => to.startsWith('db/seed/') && !seedUsers(from));
    expect(onSeed.map(describeImport)).toEqual([]);
  });

  it('no two folders import each other, directly or around a circle', () => {
    const cycles = folderCycles(imports);
    // The imports inside each cycle, to find the one to turn around.
    const described = cycles.map((cycle) => {
      const inside = imports.filter(
        ({ from, to }) =>
          folderOf(from) !== folderOf(to) && cycle.includes(folderOf(from)) && cycle.includes(folderOf(to)),
      );
      return `${cycle.join(' ↔ ')}: ${inside.map(describeImport).join(', ')}`;
    });
    expect(described).toEqual([]);
  });
});
