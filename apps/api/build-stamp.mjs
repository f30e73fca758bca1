// What dist/ was compiled from: build.mjs records each source file's SHA-256 there, and run-admin.mjs compares them
// with the sources beside it, so `npm run admin` runs the compiled command only when it is what the sources say.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STAMP = 'sources.json';

const digest = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Records the files (paths relative to apiRoot) the compiled files in outdir were made from. */
export function writeStamp(apiRoot, outdir, files) {
  const sources = Object.fromEntries(
    files.toSorted().map((file) => [file, digest(path.join(apiRoot, file))]),
  );
  fs.writeFileSync(path.join(outdir, STAMP), `${JSON.stringify({ sources }, null, 2)}\n`);
}

/** Forgets the record before a build, so a build that fails halfway leaves nothing that looks current. */
export function removeStamp(outdir) {
  fs.rmSync(path.join(outdir, STAMP), { force: true });
}

/**
 * The compiled admin command in outdir against the sources in apiRoot: `missing` (not built, or by a build that did
 * not finish), `stale` with the files that differ, or `current`. Without sources beside it (the image holds dist/
 * only) the compiled command is all there is, so it is current.
 */
export function compiledAdmin(apiRoot, outdir) {
  const stamp = path.join(outdir, STAMP);
  if (!fs.existsSync(path.join(outdir, 'admin.js')) || !fs.existsSync(stamp)) return { state: 'missing' };
  if (!fs.existsSync(path.join(apiRoot, 'src'))) return { state: 'current' };
  const { sources } = JSON.parse(fs.readFileSync(stamp, 'utf8'));
  const changed = Object.entries(sources)
    .filter(([file, hash]) => {
      const source = path.join(apiRoot, file);
      return !fs.existsSync(source) || digest(source) !== hash;
    })
    .map(([file]) => file);
  return changed.length > 0 ? { state: 'stale', changed } : { state: 'current' };
}
