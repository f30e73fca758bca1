import fs from 'node:fs';
import path from 'node:path';
import type { VitePWAOptions } from 'vite-plugin-pwa';

type ManifestTransform = NonNullable<
  NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']
>[number];

/** The part of a chunk's entry in Vite's manifest (dist/.vite/manifest.json) this file reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

const MANIFEST_FILE = '.vite/manifest.json';
/**
 * The admin area's route modules (src/app/routes.ts): its layout and every page of its features. React Router's
 * build names each route module's entry with a query after the file.
 */
function isAdminModule(key: string): boolean {
  const file = key.split('?')[0] ?? key;
  return file === 'src/app/layouts/admin-area.tsx' || file.startsWith('src/features/admin-');
}

/**
 * The built files only the admin area loads: its layout and pages, and whatever they alone import. Everything a
 * player's page can load (the entry, every page outside the admin layout, and what they import or load lazily) is
 * kept out of this set, also when the admin area uses it too.
 */
export function adminOnlyFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const keys = Object.keys(manifest);
  const adminPageModules = new Set(keys.filter((key) => manifest[key]?.isEntry && isAdminModule(key)));
  const starts = keys.filter((key) => manifest[key]?.isEntry && !adminPageModules.has(key));
  const reached = new Set<string>();
  const pending = [...starts];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (reached.has(key) || adminPageModules.has(key)) continue;
    reached.add(key);
    const chunk = manifest[key];
    pending.push(...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? []));
  }
  const filesOf = (chunk: ManifestChunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])];
  const playersFiles = new Set([...reached].flatMap((key) => (manifest[key] ? filesOf(manifest[key]) : [])));
  return new Set(
    Object.values(manifest)
      .flatMap(filesOf)
      .filter((file) => !playersFiles.has(file)),
  );
}

/**
 * The service worker's precache without the admin area's files: a player's phone downloads, after its first load,
 * only what a player's pages can use (the admin area is about a sixth of the built scripts, and needs the network for
 * its every answer anyway). An administrator's browser fetches those files when their pages load them, and keeps
 * them in its HTTP cache (hashed names, cached for a year). Reads the manifests the build has just written to
 * `distDir`, and fails the build without them rather than precache everything.
 */
export function withoutAdminArea(distDir: string): ManifestTransform {
  return (entries) => {
    const read = <T>(file: string): T => {
      const full = path.join(distDir, file);
      if (!fs.existsSync(full)) throw new Error(`players-precache: ${full} is missing (the build writes it)`);
      return JSON.parse(fs.readFileSync(full, 'utf8')) as T;
    };
    const adminOnly = adminOnlyFiles(read<Record<string, ManifestChunk>>(MANIFEST_FILE));
    if (adminOnly.size === 0) throw new Error('players-precache: found no file only the admin area loads');
    return { manifest: entries.filter((entry) => !adminOnly.has(entry.url.replace(/^\//, ''))) };
  };
}
