#!/usr/bin/env node
// Compiles the server and the admin command to plain JavaScript in dist/ (or --outdir): one ESM bundle each, with
// @cj/shared bundled in and every package of node_modules left to Node, plus the migrations beside them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.dirname(fileURLToPath(import.meta.url));
const outdirFlag = process.argv.indexOf('--outdir');
const outdir = path.resolve(outdirFlag > 0 ? process.argv[outdirFlag + 1] : path.join(apiRoot, 'dist'));

const { dependencies } = JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8'));
// The workspace package is TypeScript source: it is compiled into the bundle. Everything else stays a package.
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@cj/'));

const started = performance.now();
fs.rmSync(path.join(outdir, 'migrations'), { recursive: true, force: true });
await build({
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
});
// The migrator reads its folder next to the code that opens the database (db/client.ts: `./migrations`).
fs.cpSync(path.join(apiRoot, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
if (!process.argv.includes('--quiet'))
  process.stdout.write(
    `API compiled to ${path.relative(process.cwd(), outdir) || '.'} in ${Math.round(performance.now() - started)} ms\n`,
  );
