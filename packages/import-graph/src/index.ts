import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { listFiles } from './list-files';

/** One import between two files of a source folder, both as '/'-separated paths relative to it. */
export interface SourceImport {
  from: string;
  to: string;
}

export interface ReadOptions {
  /** The folder read (for example apps/api/src). */
  srcDir: string;
  /** Whether a file (relative path) is read for its imports; every .ts/.tsx file can still be imported. */
  reads?: (file: string) => boolean;
  /** Specifier prefixes that name srcDir itself, as '@/' does in the web app. */
  aliases?: readonly string[];
}

const SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a specifier names ('./x', './x.js', '@/x', './x/index.ts'), or undefined for a package. */
function resolve(from: string, specifier: string, known: Set<string>, aliases: readonly string[]) {
  const alias = aliases.find((prefix) => specifier.startsWith(prefix));
  let target: string;
  if (alias) target = specifier.slice(alias.length);
  else if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  const bases = [target, target.replace(/\.js$/, '')];
  const found = bases
    .flatMap((base) => SUFFIXES.map((suffix) => base + suffix))
    .find((file) => known.has(file));
  if (!found) throw new Error(`${from}: cannot resolve '${specifier}'`);
  return found;
}

/**
 * Every import of one source file by another under srcDir: static imports, re-exports, `import type` and dynamic
 * `import()`, read by TypeScript's own pre-processor. Package imports are left out.
 */
export function readSourceImports({ srcDir, reads = () => true, aliases = [] }: ReadOptions): SourceImport[] {
  const files = listFiles(srcDir, srcDir);
  const known = new Set(files);
  return files.filter(reads).flatMap((from) => {
    const text = fs.readFileSync(path.join(srcDir, from), 'utf8');
    return ts.preProcessFile(text, true, true).importedFiles.flatMap(({ fileName }) => {
      const to = resolve(from, fileName, known, aliases);
      return to ? [{ from, to }] : [];
    });
  });
}

/**
 * Groups of nodes that reach each other (strongly connected components of two or more, Tarjan's algorithm), each
 * sorted, in the order of their first node; `edges` are [from, to] pairs, self-edges ignored.
 */
export function cycles(edges: Iterable<readonly [string, string]>): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const [a, b] of edges) {
    if (a === b) continue;
    for (const node of [a, b]) if (!graph.has(node)) graph.set(node, new Set());
    graph.get(a)?.add(b);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const lowOf = (node: string) => low.get(node) ?? 0;
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.size - 1);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(lowOf(node), lowOf(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(lowOf(node), index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((x, y) => (x[0] ?? '').localeCompare(y[0] ?? ''));
}

export type { ExportedName } from './exported-names';
export { readExportedNames } from './exported-names';
export { listFiles } from './list-files';
