import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const options = await extractDepcruiseOptions(path.join(ROOT, '.dependency-cruiser.cjs'));
const { output } = await cruise(['apps/api/src'], { ...options, baseDir: ROOT });
const { modules, summary } = output as ICruiseResult;
const rules = (options.ruleSet?.forbidden ?? []).filter(({ name }) => name?.startsWith('api-'));

/**
 * The module boundaries of ARCHITECTURE.md §5, as the rules of the root .dependency-cruiser.cjs (each says why).
 * A failure lists each offending import as 'rule: from → to'.
 */
describe('imports in apps/api/src (ARCHITECTURE §5)', () => {
  it('reads the imports of every source file', () => {
    const own = modules.filter(({ source }) => source.startsWith('apps/api/src/'));
    expect(own.length).toBeGreaterThan(250);
    expect(own.flatMap(({ dependencies }) => dependencies).length).toBeGreaterThan(1000);
  });

  it("has rules, each about files that exist (a renamed folder would leave a rule that can't fail)", () => {
    expect(rules.length).toBeGreaterThan(5);
    const idle = rules.filter(({ from }) => {
      const pattern = 'path' in from && typeof from.path === 'string' ? new RegExp(from.path) : undefined;
      return pattern && !modules.some(({ source }) => pattern.test(source));
    });
    expect(idle.map(({ name }) => name)).toEqual([]);
  });

  it('breaks no rule', () => {
    const found = summary.violations.map(({ rule, from, to, cycle }) =>
      cycle ? `${rule.name}: ${cycle.map(({ name }) => name).join(' → ')}` : `${rule.name}: ${from} → ${to}`,
    );
    expect(found, found.join('\n')).toEqual([]);
  });
});
