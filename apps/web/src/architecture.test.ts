import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app's import directions (docs: ARCHITECTURE.md §5, bulletproof-react): shared parts (`lib`, `config`,
 * `components`, `api`) → `features` → `app`. A shared part imports no feature and not `app`; a feature imports no
 * other feature and not `app`; no folder imports a sibling folder that imports it back (a folder-level cycle).
 * Test support (`testing/` folders and `*.test.ts(x)`) may import anything, and only tests import it.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * Known violations still to fix, each as 'from → to' (files relative to src/). The list may only shrink: the test
 * also fails when an entry here no longer happens.
 */
const ALLOWED: readonly string[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [path.relative(SRC, full).split(path.sep).join('/')] : [];
  });
}

const isTestSupport = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)testing\//.test(file);

/** `app`, `config`, `lib`, `components`, `api`, `testing` or `features/<name>`; a file directly in src/ is `app`. */
function areaOf(file: string): string {
  const parts = file.split('/');
  if (parts.length === 1) return 'app';
  return parts[0] === 'features' ? `features/${parts[1]}` : (parts[0] ?? '');
}

const LAYER: Record<string, number> = { lib: 0, config: 0, components: 0, api: 0, app: 2 };
const layerOf = (area: string) => (area.startsWith('features/') ? 1 : (LAYER[area] ?? 0));

const files = sourceFiles(SRC);
const known = new Set(files);

function resolveImport(from: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith('@/')) target = specifier.slice(2);
  else if (specifier.startsWith('.'))
    target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return undefined;
  return EXTENSIONS.map((extension) => target + extension).find((candidate) => known.has(candidate));
}

/** Every import (static, dynamic, re-export, `import type`) of a non-test file to another file of src/. */
const imports: { from: string; to: string }[] = files
  .filter((file) => !isTestSupport(file))
  .flatMap((from) => {
    const text = readFileSync(path.join(SRC, from), 'utf8');
    return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].flatMap((match) => {
      const to = resolveImport(from, match[1] ?? '');
      return to ? [{ from, to }] : [];
    });
  });

function directionViolations(): string[] {
  return imports.flatMap(({ from, to }) => {
    const fromArea = areaOf(from);
    const toArea = areaOf(to);
    if (isTestSupport(to)) return [`${from} → ${to} (only tests import test support)`];
    if (layerOf(toArea) > layerOf(fromArea)) return [`${from} → ${to} (${fromArea} imports upward)`];
    if (fromArea !== toArea && fromArea.startsWith('features/') && toArea.startsWith('features/')) {
      return [`${from} → ${to} (a feature imports another feature)`];
    }
    return [];
  });
}

/**
 * Folder-level cycles: each import counts between the two siblings under the folder both files share (for
 * `features/admin-contests/contests/a.tsx` → `features/admin-contests/players/b.ts`, `contests` → `players` inside
 * `features/admin-contests`). A group of siblings that reach each other is a cycle; every import inside it is listed.
 */
function folderCycles(): string[] {
  const graph = new Map<string, Set<string>>();
  const reasons = new Map<string, string[]>();
  for (const { from, to } of imports) {
    const a = from.split('/');
    const b = to.split('/');
    let shared = 0;
    while (shared < a.length - 1 && shared < b.length - 1 && a[shared] === b[shared]) shared++;
    const nodeA = a.slice(0, shared + 1).join('/');
    const nodeB = b.slice(0, shared + 1).join('/');
    if (nodeA === nodeB) continue;
    for (const node of [nodeA, nodeB]) if (!graph.has(node)) graph.set(node, new Set());
    graph.get(nodeA)?.add(nodeB);
    const key = `${nodeA}|${nodeB}`;
    reasons.set(key, [...(reasons.get(key) ?? []), `${from} → ${to}`]);
  }
  // Tarjan's strongly connected components.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles.flatMap((cycle) =>
    [...reasons.entries()]
      .filter(([key]) => key.split('|').every((node) => cycle.includes(node)))
      .flatMap(([, found]) =>
        found.map((line) => `${line} (folder cycle: ${[...cycle].sort().join(' ↔ ')})`),
      ),
  );
}

const strip = (line: string) => line.replace(/ \(.*\)$/, '');

describe('web import directions', () => {
  it('reads the imports of the app', () => {
    // A guard against a broken reader: the router alone imports dozens of files.
    expect(imports.length).toBeGreaterThan(500);
    expect(imports.some(({ from, to }) => from === 'app/router.tsx' && to === 'config/paths.ts')).toBe(true);
  });

  it('shared parts import no feature nor the app, and features import neither each other nor the app', () => {
    const found = directionViolations().filter((line) => !ALLOWED.includes(strip(line)));
    expect(found, found.join('\n')).toEqual([]);
  });

  it('has no folder-level import cycle', () => {
    const found = folderCycles().filter((line) => !ALLOWED.includes(strip(line)));
    expect(found, found.join('\n')).toEqual([]);
  });

  it('allows only violations that still happen (the allow-list only shrinks)', () => {
    const current = new Set([...directionViolations(), ...folderCycles()].map(strip));
    const stale = ALLOWED.filter((line) => !current.has(line));
    expect(stale, stale.join('\n')).toEqual([]);
  });
});
