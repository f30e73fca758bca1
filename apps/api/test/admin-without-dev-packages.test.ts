import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const apiRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(apiRoot, '../..');
/**
 * A pruned install (the image, a systemd checkout after `npm prune --omit=dev`): the API's sources and compiled
 * files, and node_modules holding the API's own dependencies only, none of the development packages (esbuild, tsx).
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-pruned-'));
const api = path.join(root, 'apps/api');
const dataDir = path.join(root, 'data');
const changedSource = path.join(root, 'packages/shared/src/accounts.ts');

async function node(args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, args, {
      cwd: api,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_PATH: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const npmRunAdmin = (...args: string[]) => node(['run-admin.mjs', ...args]);

function linkDependency(name: string) {
  const installed = [
    path.join(apiRoot, 'node_modules', name),
    path.join(repoRoot, 'node_modules', name),
  ].find((dir) => fs.existsSync(dir));
  if (!installed) throw new Error(`${name} is not installed`);
  const link = path.join(root, 'node_modules', name);
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(installed, link, 'dir');
}

beforeAll(async () => {
  await run(process.execPath, ['build.mjs', '--outdir', path.join(api, 'dist'), '--quiet'], { cwd: apiRoot });
  for (const file of ['package.json', 'build.mjs', 'build-stamp.mjs', 'run-admin.mjs']) {
    fs.copyFileSync(path.join(apiRoot, file), path.join(api, file));
  }
  fs.cpSync(path.join(apiRoot, 'src'), path.join(api, 'src'), { recursive: true });
  fs.cpSync(path.join(repoRoot, 'packages/shared/src'), path.join(root, 'packages/shared/src'), {
    recursive: true,
  });
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  // @cj/shared is compiled into the bundle; everything else is what `npm ci --omit=dev` installs.
  for (const name of Object.keys(dependencies).filter((dependency) => !dependency.startsWith('@cj/'))) {
    linkDependency(name);
  }
}, 120_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the admin command where the development packages were pruned', () => {
  it('has no esbuild to compile with there', async () => {
    const esbuild = await node(['--input-type=module', '-e', "import.meta.resolve('esbuild')"]);
    expect(esbuild.code).toBe(1);
    expect(esbuild.stderr).toContain("Cannot find package 'esbuild'");
  });

  it('runs compiled as it was built: node dist/admin.js (cj-admin in the image) and npm run admin', {
    timeout: 120_000,
  }, async () => {
    const compiled = await node(['dist/admin.js', 'grant', 'nobody@example.com']);
    expect(compiled).toMatchObject({ code: 1, stderr: 'No account with the e-mail nobody@example.com.\n' });
    const launched = await npmRunAdmin('promote');
    expect(launched).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run admin') });
  });

  it('refuses a compiled command older than the sources beside it, and runs it where there are no sources', {
    timeout: 60_000,
  }, async () => {
    const original = fs.readFileSync(changedSource, 'utf8');
    const compiled = fs.readFileSync(path.join(api, 'dist/admin.js'));
    fs.appendFileSync(changedSource, '\nexport const changedAfterTheBuild = true;\n');
    try {
      const stale = await npmRunAdmin();
      expect(stale.code).toBe(1);
      expect(stale.stderr).toBe(
        'apps/api/dist was compiled from other sources (../../packages/shared/src/accounts.ts changed since), and ' +
          'esbuild, a development package, is not installed to compile it. Compile it where the development ' +
          'packages are: npm ci && npm run build -w @cj/api (then npm prune --omit=dev).\n',
      );
      expect(fs.readFileSync(path.join(api, 'dist/admin.js'))).toEqual(compiled);
    } finally {
      fs.writeFileSync(changedSource, original);
    }
    const current = await npmRunAdmin();
    expect(current).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run admin') });

    fs.renameSync(path.join(api, 'src'), path.join(api, 'src-away'));
    fs.appendFileSync(changedSource, '\n// the image has no sources: nothing to compare\n');
    try {
      const imageLike = await npmRunAdmin();
      expect(imageLike).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run admin') });
    } finally {
      fs.writeFileSync(changedSource, original);
      fs.renameSync(path.join(api, 'src-away'), path.join(api, 'src'));
    }
  });

  it('says how to compile it when it was never built', { timeout: 60_000 }, async () => {
    const dist = path.join(api, 'dist');
    fs.renameSync(dist, `${dist}-away`);
    try {
      const missing = await npmRunAdmin('migrate');
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('apps/api/dist holds no compiled admin command, and esbuild');
    } finally {
      fs.renameSync(`${dist}-away`, dist);
    }
  });
});
