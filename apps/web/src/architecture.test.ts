import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(SRC, '../../..');
const options = await extractDepcruiseOptions(path.join(ROOT, '.dependency-cruiser.cjs'));
// `@/…` names a file of src/, as tsconfig.json's paths and Vite's alias say.
const { output } = await cruise(['apps/web/src'], { ...options, baseDir: ROOT }, { alias: { '@': SRC } });
const { modules, summary } = output as ICruiseResult;
const rules = (options.ruleSet?.forbidden ?? []).filter(({ name }) => name?.startsWith('web-'));

/**
 * The web app's import directions (ARCHITECTURE.md §5, decision 017), as the rules of the root
 * .dependency-cruiser.cjs (each says why): shared parts (`lib`, `config`, `components`, `api`) → `features` → `app`;
 * no feature imports another; no folder-level cycle; only tests import test support (`testing/` folders).
 */
describe('web import directions', () => {
  it('reads the imports of the app', () => {
    // A guard against a broken reader: the route table imports the paths, and the app thousands of files.
    const routes = modules.find(({ source }) => source === 'apps/web/src/app/routes.ts');
    expect(routes?.dependencies.map(({ resolved }) => resolved)).toContain('apps/web/src/config/paths.ts');
    expect(modules.flatMap(({ dependencies }) => dependencies).length).toBeGreaterThan(2000);
  });

  it("has rules, each about files that exist (a renamed folder would leave a rule that can't fail)", () => {
    expect(rules.length).toBeGreaterThan(3);
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
