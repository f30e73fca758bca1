import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cycles, readExportedNames, readSourceImports } from './index';

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

describe('readExportedNames', () => {
  it('reads declared exports, destructured ones and export lists, not default or local names', () => {
    write(
      'names/a.ts',
      'export const one = 1, { two, inner: [three] } = x;\nconst hidden = 0;\nexport default hidden;\n',
    );
    write(
      'names/b.tsx',
      'export function Four() {}\nexport interface Five {}\nexport type Six = 6;\nexport { hidden as seven };\n',
    );
    write('names/c.ts', 'export class Eight {}\nexport enum Nine { A }\nexport * from "./a";\n');
    const found = readExportedNames(path.join(dir, 'names'));
    expect(found).toEqual([
      { file: 'a.ts', name: 'one' },
      { file: 'a.ts', name: 'two' },
      { file: 'a.ts', name: 'three' },
      { file: 'b.tsx', name: 'Four' },
      { file: 'b.tsx', name: 'Five' },
      { file: 'b.tsx', name: 'Six' },
      { file: 'b.tsx', name: 'seven' },
      { file: 'c.ts', name: 'Eight' },
      { file: 'c.ts', name: 'Nine' },
    ]);
  });
});
