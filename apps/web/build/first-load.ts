import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface FirstLoad {
  files: string[];
  /** Bytes as sent to a browser that accepts Brotli (the .br beside each file) and as written. */
  brotliBytes: number;
  rawBytes: number;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Every chunk a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

/**
 * The JavaScript a browser fetches to show one page on a first visit: the entry (index.html's script) and the
 * page's own module (a lazy route), each with its static imports.
 */
export function firstLoadOf(distDir: string, pageModule: string): FirstLoad {
  const manifest = readManifest(distDir);
  const keys = new Set<string>();
  staticClosure(manifest, 'index.html', keys);
  staticClosure(manifest, pageModule, keys);
  const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const full = files.map((file) => path.join(distDir, file));
  return {
    files,
    rawBytes: full.reduce((sum, file) => sum + sizeOf(file), 0),
    brotliBytes: full.reduce((sum, file) => sum + (sizeOf(`${file}.br`) || sizeOf(file)), 0),
  };
}
