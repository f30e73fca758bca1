import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cycles, readSourceImports } from './index';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};
write('a.ts', "import { b } from './b.js';\nimport x from 'zod';\nexport type { C } from '@/lib/c';\n");
write('b.tsx', "export const b = () => import('./lib');\n");
write('lib/index.ts', "import type { A } from '../a';\n");
write('lib/c.ts', 'export type C = number;\n');
write('lib/c.test.ts', "import { b } from '../b';\n");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('readSourceImports', () => {
  it('reads static, type-only, re-exported and dynamic imports, resolving .js, aliases and index files', () => {
    const found = readSourceImports({
      srcDir: dir,
      aliases: ['@/'],
      reads: (file) => !file.endsWith('.test.ts'),
    });
    expect(found).toEqual(
      expect.arrayContaining([
        { from: 'a.ts', to: 'b.tsx' },
        { from: 'a.ts', to: 'lib/c.ts' },
        { from: 'b.tsx', to: 'lib/index.ts' },
        { from: 'lib/index.ts', to: 'a.ts' },
      ]),
    );
    expect(found).toHaveLength(4);
  });

  it('fails loudly on an import it cannot resolve, so a broken reader never passes silently', () => {
    write('broken/d.ts', "import './missing';\n");
    expect(() => readSourceImports({ srcDir: path.join(dir, 'broken') })).toThrow(
      "d.ts: cannot resolve './missing'",
    );
  });
});

describe('cycles', () => {
  it('finds every group of nodes that reach each other, and nothing for a chain', () => {
    const edges = [
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'a'],
      ['c', 'd'],
      ['d', 'e'],
      ['e', 'd'],
      ['f', 'f'],
      ['f', 'a'],
    ] as const;
    expect(cycles(edges)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(
      cycles([
        ['x', 'y'],
        ['y', 'z'],
      ]),
    ).toEqual([]);
  });
});
