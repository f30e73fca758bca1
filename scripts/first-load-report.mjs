#!/usr/bin/env node
// npm run first-load:report: what each page's first-load JavaScript is made of. Builds the web app into
// a temporary folder, serves it with the compiled API (`npm run build -w @cj/api` first) on a fresh embedded
// database with the demo data, opens the home, contest and leaderboard pages in Chromium, and lists every script
// each page fetched (its Brotli size, as the build precompressed it) and the modules inside: each chunk's Brotli
// bytes shared out by the modules' minified bytes (read from the source maps), grouped by package or app folder.
// `--modules` lists single modules instead of groups. The first-load budget story measures the same scripts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { demoContestSlug, snapshotDir, startDemoServer } from './lib/demo-server.mjs';
import { sentBytes } from './lib/sent-bytes.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const byModule = process.argv.includes('--modules');
const ROWS_PER_PAGE = Number(process.env.FIRST_LOAD_ROWS ?? 40);

function fail(message) {
  console.error(`first-load:report: ${message}`);
  process.exit(1);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one source-map segment (Base64 VLQ). */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Minified characters per source module of a chunk, from its source map; what no mapping covers is '(chunk glue)'. */
function bytesBySource(code, map) {
  const lines = code.split('\n');
  const sizes = new Map();
  const add = (source, length) => sizes.set(source, (sizes.get(source) ?? 0) + length);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineNumber) => {
    const lineLength = lines[lineNumber]?.length ?? 0;
    let column = 0;
    let covered = 0;
    let current = null;
    for (const segment of line.split(',').filter(Boolean)) {
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      const next = column + columnDelta;
      if (current !== null) add(current, next - column);
      else add('(chunk glue)', next - covered);
      covered = next;
      column = next;
      if (sourceDelta !== undefined) {
        sourceIndex += sourceDelta;
        current = map.sources[sourceIndex];
      } else {
        current = null;
      }
    }
    add(current ?? '(chunk glue)', lineLength - column);
  });
  return sizes;
}

/** A module's group: its npm package (and, for MUI, the component folder) or its folder of the app. */
function groupOf(source) {
  const normalized = source.replace(/\\/g, '/');
  const inPackage = normalized.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (inPackage) {
    const [, name, rest] = inPackage;
    if (name === '@mui/material' || name === '@mui/system' || name === '@mui/utils') {
      const folder = rest.replace(/^(esm|modern|node)\//, '').split('/')[0];
      return `${name}/${folder.replace(/\.js$/, '')}`;
    }
    if (name === '@mui/icons-material') return `${name}/${path.basename(rest, '.js')}`;
    return name;
  }
  const app = normalized.match(/(apps\/web\/src|packages\/shared\/src)\/(.*)$/);
  if (app) {
    const parts = app[2].split('/');
    return `${app[1].startsWith('packages') ? '@cj/shared' : 'src'}/${parts.slice(0, Math.min(3, parts.length - 1)).join('/') || parts[0]}`;
  }
  return normalized;
}

/** The module name to print: the path after node_modules/ or after the app's folder. */
function shortName(source) {
  const normalized = source.replace(/\\/g, '/');
  return (
    normalized.match(/node_modules\/(.*)$/)?.[1] ??
    normalized.match(/(?:apps\/web\/src|packages\/shared\/src)\/.*$/)?.[0] ??
    normalized
  );
}

/** The scripts a fresh browser context fetches to show `url` until its level-1 heading is shown and the network is idle. */
async function scriptsFetched(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return scripts;
}

function report(name, scripts, distDir) {
  const rows = new Map();
  const chunks = [];
  let total = 0;
  for (const script of scripts) {
    const file = path.join(distDir, script);
    const code = fs.readFileSync(file, 'utf8');
    const sent = sentBytes(file);
    total += sent;
    chunks.push({ script, sent, raw: code.length });
    const mapFile = `${file}.map`;
    const sizes = fs.existsSync(mapFile)
      ? bytesBySource(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')))
      : new Map([[script, code.length]]);
    for (const [source, raw] of sizes) {
      const key = byModule ? shortName(source) : groupOf(source);
      const row = rows.get(key) ?? { raw: 0, sent: 0, chunks: new Set() };
      row.raw += raw;
      row.sent += (sent * raw) / code.length;
      row.chunks.add(path.basename(script).replace(/-[\w-]{8}\.js$/, ''));
      rows.set(key, row);
    }
  }
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
  console.log(
    `\n## ${name}: ${(total / 1024).toFixed(1)} KB of script sent (Brotli), ${chunks.length} files`,
  );
  for (const chunk of chunks.sort((a, b) => b.sent - a.sent)) {
    console.log(`  ${kb(chunk.sent)} KB  ${kb(chunk.raw)} KB raw  ${chunk.script}`);
  }
  console.log(`  -- ${byModule ? 'modules' : 'groups'} (Brotli share, minified bytes, chunks):`);
  const sorted = [...rows].sort((a, b) => b[1].sent - a[1].sent);
  for (const [key, row] of sorted.slice(0, ROWS_PER_PAGE)) {
    console.log(`  ${kb(row.sent)} KB  ${kb(row.raw)} KB raw  ${key}  [${[...row.chunks].join(', ')}]`);
  }
  const rest = sorted.slice(ROWS_PER_PAGE);
  if (rest.length > 0) {
    const restSent = rest.reduce((sum, [, row]) => sum + row.sent, 0);
    console.log(
      `  ${kb(restSent)} KB  in ${rest.length} more (FIRST_LOAD_ROWS=${sorted.length} lists them all)`,
    );
  }
  return total;
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/api/dist/server.js')))
    fail('build the API first (npm run build -w @cj/api)');
  // The compiled API serves <snapshot>/apps/web/dist; a later build of apps/web/dist changes nothing here.
  const snapshot = snapshotDir('first-load');
  const build = spawnSync('npm', ['run', 'build', '-w', '@cj/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) fail('the web build failed');
  fs.cpSync(path.join(root, 'apps/web/dist'), path.join(snapshot, 'apps/web/dist'), { recursive: true });
  // The browser's files: what the pages' scripts are read from.
  const distDir = path.join(snapshot, 'apps/web/dist/client');
  fs.cpSync(path.join(root, 'apps/api/dist'), path.join(snapshot, 'apps/api/dist'), { recursive: true });
  const baseUrl = await startDemoServer(snapshot, 'first-load');
  const slug = await demoContestSlug(baseUrl);

  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const totals = [];
  for (const [name, pagePath] of [
    ['home', '/'],
    ['contest', `/contest/${slug}`],
    ['leaderboard', `/contest/${slug}/leaderboard`],
  ]) {
    const scripts = await scriptsFetched(browser, `${baseUrl}${pagePath}`);
    totals.push(`${name} ${(report(`${name} ${pagePath}`, scripts, distDir) / 1024).toFixed(1)} KB`);
  }
  await browser.close();
  console.log(`\nFirst load (Brotli): ${totals.join(', ')}`);
  // The running server would keep this process alive; exiting stops it and removes the snapshot.
  process.exit(0);
}

await main().catch((error) => fail(error.message));
