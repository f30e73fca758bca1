#!/usr/bin/env node
// Runs every check and test suite in turn, then prints one closing line: "N passed, N failed, N skipped".
// The API suite runs on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set (under Node 24 when
// TEST_NODE24 names its binary).
// `--quick` (npm run test:quick) is the local lane: type check, lint, shared, API on PGlite, web components; no
// PostgreSQL or Node 24 pass and no browser.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const quick = process.argv.includes('--quick');
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
/** Printed at the end without failing the run. */
const warnings = [];
const stageTimes = [];

function run(label, command, args, options = {}) {
  process.stdout.write(`\n━━ ${label} ━━\n`);
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  stageTimes.push({ label, seconds: (performance.now() - started) / 1000 });
  if (result.status !== 0) problems.push(`${label} exited with ${result.status ?? result.signal}`);
  return result.status === 0;
}

/** Runs a workspace's Vitest suite, under this Node or under another Node binary (`node`). */
function vitest(label, workspace, env = {}, node = undefined) {
  const file = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = [
    'run',
    '--root',
    workspace,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  if (node) run(label, node, [path.join(root, 'node_modules/vitest/vitest.mjs'), ...args], { env });
  else run(label, 'npx', ['vitest', ...args], { env });
  if (!fs.existsSync(file)) return problems.push(`${label} wrote no report`);
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed +=
    report.numFailedTests + (report.numTotalTestSuites > 0 && report.numTotalTests === 0 ? 1 : 0);
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function playwright() {
  const file = path.join(reports, 'e2e.json');
  if (!run('build the web app', 'npm', ['run', 'build', '-w', '@cj/web'])) return;
  // The browser tests drive the compiled server, as production runs it.
  if (!run('compile the API', 'npm', ['run', 'build', '-w', '@cj/api'])) return;
  run(
    'browser tests (Chromium)',
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    },
  );
  if (!fs.existsSync(file)) return problems.push('browser tests wrote no report');
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  if (stats.flaky > 0) warnings.push(`${stats.flaky} browser test(s) passed only when run again (flaky)`);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

run('type check (tsc -b)', 'npx', ['tsc', '-b']);
run('lint and format (biome)', 'npx', ['biome', 'check', '.']);
vitest('shared rules', 'packages/shared');
vitest('api on PGlite', 'apps/api', { CJ_TEST_DB: 'pglite' });
if (quick) {
  process.stdout.write('\n--quick: no PostgreSQL pass, no Node 24 pass, no browser tests.\n');
  vitest('web components', 'apps/web');
} else {
  // The API suite runs once more, on the other database and under the other Node: on PostgreSQL under Node 24 when
  // CI has both (TEST_DATABASE_URL, and TEST_NODE24 naming its binary; see .ci/run). Every test then runs on both
  // databases and under both Nodes, in two passes instead of three. The type check is not repeated under Node 24:
  // TypeScript's verdict on the code does not depend on the Node that runs it.
  const node24 = process.env.TEST_NODE24;
  const postgres = Boolean(process.env.TEST_DATABASE_URL);
  if (!postgres) {
    process.stdout.write(
      '\nTEST_DATABASE_URL is not set: the API suite did NOT run on PostgreSQL (PGlite only).\n',
    );
  }
  if (!node24) {
    process.stdout.write('\nTEST_NODE24 is not set: the API suite did NOT run under Node 24.\n');
  }
  if (postgres || node24) {
    const database = postgres ? 'PostgreSQL' : 'PGlite';
    vitest(
      `api on ${database}${node24 ? ' under Node 24' : ''}`,
      'apps/api',
      { CJ_TEST_DB: postgres ? 'postgres' : 'pglite' },
      node24,
    );
  }
  vitest('web components', 'apps/web');
  if (process.env.SKIP_E2E === '1') {
    process.stdout.write('\nSKIP_E2E=1: browser tests did NOT run.\n');
  } else {
    playwright();
  }
}

fs.rmSync(reports, { recursive: true, force: true });
process.stdout.write('\nStage times:\n');
for (const { label, seconds } of stageTimes) {
  process.stdout.write(`  ${seconds.toFixed(1).padStart(7)} s  ${label}\n`);
}
if (warnings.length > 0)
  process.stdout.write(`\nWarnings:\n${warnings.map((line) => `  - ${line}`).join('\n')}\n`);
if (problems.length > 0)
  process.stdout.write(`\nProblems:\n${problems.map((line) => `  - ${line}`).join('\n')}\n`);
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(problems.length > 0 || totals.failed > 0 ? 1 : 0);
