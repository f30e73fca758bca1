import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cycles, readSourceImports, type SourceImport } from '@cj/import-graph';
import { describe, expect, it } from 'vitest';

/**
 * The web app's import directions (docs: ARCHITECTURE.md §5, bulletproof-react): shared parts (`lib`, `config`,
 * `components`, `api`) → `features` → `app`. A shared part imports no feature and not `app`; a feature imports no
 * other feature and not `app`; no folder imports a sibling folder that imports it back (a folder-level cycle).
 * Test support (`testing/` folders and `*.test.ts(x)`) may import anything, and only tests import it.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));

/**
 * Known violations still to fix, each as 'from → to' (files relative to src/). The list may only shrink: the test
 * also fails when an entry here no longer happens.
 */
const ALLOWED: readonly string[] = [];

const isTestSupport = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)testing\//.test(file);

/** `app`, `config`, `lib`, `components`, `api`, `testing` or `features/<name>`; a file directly in src/ is `app`. */
function areaOf(file: string): string {
  const parts = file.split('/');
  if (parts.length === 1) return 'app';
  return parts[0] === 'features' ? `features/${parts[1]}` : (parts[0] ?? '');
}

const LAYER: Record<string, number> = { lib: 0, config: 0, components: 0, api: 0, app: 2 };
const layerOf = (area: string) => (area.startsWith('features/') ? 1 : (LAYER[area] ?? 0));

/** Every import (static, dynamic, re-export, `import type`) of a non-test file to another file of src/. */
const imports: SourceImport[] = readSourceImports({
  srcDir: SRC,
  aliases: ['@/'],
  reads: (file) => !isTestSupport(file),
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
  const reasons = new Map<string, string[]>();
  const edges = imports.flatMap(({ from, to }) => {
    const a = from.split('/');
    const b = to.split('/');
    let shared = 0;
    while (shared < a.length - 1 && shared < b.length - 1 && a[shared] === b[shared]) shared++;
    const edge = [a.slice(0, shared + 1).join('/'), b.slice(0, shared + 1).join('/')] as const;
    if (edge[0] === edge[1]) return [];
    const key = edge.join('|');
    reasons.set(key, [...(reasons.get(key) ?? []), `${from} → ${to}`]);
    return [edge];
  });
  return cycles(edges).flatMap((cycle) =>
    [...reasons.entries()]
      .filter(([key]) => key.split('|').every((node) => cycle.includes(node)))
      .flatMap(([, found]) => found.map((line) => `${line} (folder cycle: ${cycle.join(' ↔ ')})`)),
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
