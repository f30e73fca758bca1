#!/usr/bin/env node
// Compiles the server and the admin command to plain JavaScript in dist/ (or --outdir): one ESM bundle each, with
// @cj/shared bundled in and every package of node_modules left to Node, plus the migrations beside them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { removeStamp, writeStamp } from './build-stamp.mjs';

const apiRoot = path.dirname(fileURLToPath(import.meta.url));
const outdirFlag = process.argv.indexOf('--outdir');
const outdir = path.resolve(outdirFlag > 0 ? process.argv[outdirFlag + 1] : path.join(apiRoot, 'dist'));

const { dependencies } = JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8'));
// The workspace package is TypeScript source: it is compiled into the bundle. Everything else stays a package.
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@cj/'));

const started = performance.now();
fs.mkdirSync(outdir, { recursive: true });
removeStamp(outdir);
fs.rmSync(path.join(outdir, 'migrations'), { recursive: true, force: true });
const { metafile } = await build({
  absWorkingDir: apiRoot,
  entryPoints: { server: 'src/server.ts', admin: 'src/cli/admin.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Subpath imports of a package (drizzle-orm/pg-core) are external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
  metafile: true,
});
// The migrator reads its folder next to the code that opens the database (db/client.ts: `./migrations`).
fs.cpSync(path.join(apiRoot, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
const migrations = fs
  .readdirSync(path.join(apiRoot, 'src/db/migrations'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(apiRoot, path.join(entry.parentPath, entry.name)));
// What the compiled files were made from, for run-admin.mjs to tell whether they are current: the sources, not the
// packages bundled with them (installed by npm ci, which a build follows; pruned ones would look changed).
const sources = Object.keys(metafile.inputs).filter((input) => !input.split('/').includes('node_modules'));
writeStamp(apiRoot, outdir, [...sources, ...migrations, 'build.mjs', 'package.json']);
if (!process.argv.includes('--quiet'))
  process.stdout.write(
    `API compiled to ${path.relative(process.cwd(), outdir) || '.'} in ${Math.round(performance.now() - started)} ms\n`,
  );
