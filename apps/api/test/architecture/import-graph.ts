import { cycles, type SourceImport } from '@cj/import-graph';

/**
 * The folder a file belongs to in the layer graph: 'modules/<area>' for a module, 'db/seed' for the demo seed (it
 * uses the database like any caller), the top-level folder ('lib', 'db', 'plugins', 'cli') otherwise, and the
 * file's own name for the files at the top ('config', 'app').
 */
export function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  if (parts[0] === 'db' && parts[1] === 'seed') return 'db/seed';
  if (parts.length === 1) return parts[0]!.replace(/\.ts$/, '');
  return parts[0]!;
}

/** Groups of folders that import each other in a circle. */
export function folderCycles(imports: SourceImport[]): string[][] {
  return cycles(imports.map(({ from, to }) => [folderOf(from), folderOf(to)] as const));
}
