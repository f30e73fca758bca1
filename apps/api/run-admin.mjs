#!/usr/bin/env node
// `npm run admin -- …`: runs the compiled admin command (dist/admin.js), compiling it first when it is missing or
// older than the sources beside it. Where the development packages were pruned (a systemd install, the image),
// nothing can be compiled and nothing needs to be: the compiled command uses production packages only. A stale one
// is refused there rather than run against sources it does not match (a migrate that misses the new migrations).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compiledAdmin } from './build-stamp.mjs';

const apiRoot = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(apiRoot, 'dist');

function canCompile() {
  try {
    import.meta.resolve('esbuild');
    return true;
  } catch {
    return false;
  }
}

const compiled = compiledAdmin(apiRoot, dist);
if (compiled.state !== 'current') {
  if (!canCompile()) {
    const why =
      compiled.state === 'missing'
        ? 'apps/api/dist holds no compiled admin command'
        : `apps/api/dist was compiled from other sources (${compiled.changed[0]}` +
          `${compiled.changed.length > 1 ? ` and ${compiled.changed.length - 1} more` : ''} changed since)`;
    process.stderr.write(
      `${why}, and esbuild, a development package, is not installed to compile it. Compile it where the ` +
        'development packages are: npm ci && npm run build -w @cj/api (then npm prune --omit=dev).\n',
    );
    process.exit(1);
  }
  const build = spawnSync(process.execPath, [path.join(apiRoot, 'build.mjs'), '--quiet'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(path.join(dist, 'admin.js')).href);
