import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderCycles, folderOf, readSourceImports, type SourceImport } from './import-graph';

const SRC = path.resolve(import.meta.dirname, '../../src');
const imports = readSourceImports(SRC).map(({ from, to }) => ({
  from: from.split(path.sep).join('/'),
  to: to.split(path.sep).join('/'),
}));

const describeImport = ({ from, to }: SourceImport) => `${from} → ${to}`;

/**
 * Violations known when this test was written, each still to be fixed (issue 11). The lists may only shrink: an
 * entry that no longer occurs fails the test too, so a fix removes its line.
 */
const KNOWN_UPWARD: string[] = [
  'app-context.ts → modules/contest-events/event-stream.ts',
  'app-context.ts → modules/email/mailer.ts',
  'app-context.ts → modules/email/outbox.ts',
  'db/seed/players.ts → modules/accounts/passwords.ts',
  'plugins/auth.ts → modules/accounts/session-repository.ts',
];
const KNOWN_REPOSITORY_READS: string[] = [
  'modules/account-admin/repository.ts → modules/accounts/repository.ts',
  'modules/account-admin/service.ts → modules/accounts/session-repository.ts',
  'modules/accounts/service.ts → modules/audit/repository.ts',
  'modules/accounts/service.ts → modules/email/outbox-repository.ts',
  'modules/contest-admin/contest-race-service.ts → modules/races/repository.ts',
  'modules/contest-admin/service.ts → modules/player-admin/repository.ts',
  'modules/contest-events/stream-viewer.ts → modules/accounts/session-repository.ts',
  'modules/email/outbox.ts → modules/email-preferences/repository.ts',
  'modules/player-admin/service.ts → modules/players/repository.ts',
  'modules/players/enrollment.ts → modules/audit/repository.ts',
  'modules/players/enrollment.ts → modules/email/outbox-repository.ts',
  'modules/profile/repository.ts → modules/accounts/repository.ts',
  'modules/race-cards/import-service.ts → modules/races/repository.ts',
  'modules/race-cards/import-service.ts → modules/tracks/repository.ts',
  'modules/race-cards/parse-url-service.ts → modules/tracks/repository.ts',
  'modules/race-cards/service.ts → modules/tracks/repository.ts',
  'modules/races/create-race-service.ts → modules/tracks/repository.ts',
  'modules/races/service.ts → modules/results/repository.ts',
  'modules/results/finalize.ts → modules/races/repository.ts',
  'modules/results/service.ts → modules/races/repository.ts',
  'modules/runners/service.ts → modules/races/repository.ts',
  'modules/winners/service.ts → modules/email/outbox-repository.ts',
];
const KNOWN_SEED_USES: string[] = [
  'modules/race-cards/post-times.ts → db/seed/zoned-time.ts',
  'modules/race-cards/service.ts → db/seed/zoned-time.ts',
  'modules/races/create-race-service.ts → db/seed/zoned-time.ts',
];
/** Folder cycles, named by their folders. */
const KNOWN_CYCLES: string[] = [
  'app-context ↔ db ↔ lib ↔ modules/accounts ↔ modules/audit ↔ modules/contest-events ↔ modules/contests ↔ modules/email ↔ modules/email-preferences ↔ modules/players ↔ plugins',
  'modules/races ↔ modules/results ↔ modules/tracks',
];

/** The violations found beyond the known ones, and the known ones that are gone (fixed: remove their line). */
function unexpected(found: string[], known: string[]) {
  return {
    new: found.filter((violation) => !known.includes(violation)),
    fixedButStillListed: known.filter((violation) => !found.includes(violation)),
  };
}
const NONE = { new: [], fixedButStillListed: [] };

/** The layers below the modules: they import nothing from `modules/`. */
const isBelowModules = (file: string) =>
  file === 'config.ts' ||
  file === 'app-context.ts' ||
  ['lib/', 'db/', 'plugins/'].some((folder) => file.startsWith(folder));

/** A repository of a module: `repository.ts` or `<name>-repository.ts`. */
const isRepository = (file: string) => /(^|\/|-)repository\.ts$/.test(path.posix.basename(file));

describe('imports in apps/api/src (ARCHITECTURE §5)', () => {
  it('reads the imports of every source file', () => {
    expect(imports.length).toBeGreaterThan(100);
  });

  it('config, app-context, lib, db and plugins import nothing from modules', () => {
    const upward = imports.filter(({ from, to }) => isBelowModules(from) && to.startsWith('modules/'));
    expect(unexpected(upward.map(describeImport), KNOWN_UPWARD)).toEqual(NONE);
  });

  it("a module never reads another module's repository", () => {
    const reaching = imports.filter(
      ({ from, to }) =>
        from.startsWith('modules/') &&
        to.startsWith('modules/') &&
        isRepository(to) &&
        folderOf(from) !== folderOf(to),
    );
    expect(unexpected(reaching.map(describeImport), KNOWN_REPOSITORY_READS)).toEqual(NONE);
  });

  it('production code never depends on the demo seed (only the server and the admin command run it)', () => {
    const seedUsers = (from: string) =>
      from.startsWith('db/seed/') || from.startsWith('cli/') || from === 'server.ts';
    const onSeed = imports.filter(({ from, to }) => to.startsWith('db/seed/') && !seedUsers(from));
    expect(unexpected(onSeed.map(describeImport), KNOWN_SEED_USES)).toEqual(NONE);
  });

  it('no two folders import each other, directly or around a circle', () => {
    const cycles = folderCycles(imports);
    const names = cycles.map((cycle) => cycle.join(' ↔ '));
    const result = unexpected(names, KNOWN_CYCLES);
    if (result.new.length > 0) {
      // The imports inside each new cycle, to find the one to turn around.
      for (const cycle of cycles.filter((members) => result.new.includes(members.join(' ↔ ')))) {
        const inside = imports.filter(
          ({ from, to }) =>
            folderOf(from) !== folderOf(to) && cycle.includes(folderOf(from)) && cycle.includes(folderOf(to)),
        );
        console.log(`${cycle.join(' ↔ ')}:\n  ${inside.map(describeImport).join('\n  ')}`);
      }
    }
    expect(result).toEqual(NONE);
  });
});
