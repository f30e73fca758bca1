#!/usr/bin/env node
// npm run first-load:profile: where the main thread's time goes on a phone's first load. Builds the web
// app unminified (MINIFY=1 keeps it minified) and copies it into a temporary folder, serves it with the compiled API
// (`npm run build -w @cj/api` first) on a fresh embedded database with the demo data, opens the home, contest and
// leaderboard pages (PAGE=contest for one) in Chromium as a phone with the CPU slowed THROTTLE times (default
// 4, as Lighthouse's mobile setting), and prints: the CPU busy time, when React committed, the long tasks the page
// saw, the busiest files and the functions with the most self time (TOP rows). Each page's CPU profile is written to
// PROFILE_DIR (default <tmp>/cj-first-load-profiles) as <page>.cpuprofile, which Chromium's DevTools opens.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { demoContestSlug, snapshotDir, startDemoServer } from './lib/demo-server.mjs';

const profileDir = process.env.PROFILE_DIR ?? path.join(os.tmpdir(), 'cj-first-load-profiles');
fs.mkdirSync(profileDir, { recursive: true });
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const snapshot = snapshotDir('profile');
const minify = process.env.MINIFY === '1';
const b = spawnSync('npx', ['react-router', 'build', ...(minify ? [] : ['--minify', 'false'])], {
  cwd: path.join(root, 'apps/web'),
  stdio: 'inherit',
});
if (b.status !== 0) process.exit(1);
fs.cpSync(path.join(root, 'apps/web/dist'), path.join(snapshot, 'apps/web/dist'), { recursive: true });
fs.cpSync(path.join(root, 'apps/api/dist'), path.join(snapshot, 'apps/api/dist'), { recursive: true });
const base = await startDemoServer(snapshot, 'profile');
const slug = await demoContestSlug(base);
const pages = { home: '/', contest: `/contest/${slug}`, leaderboard: `/contest/${slug}/leaderboard` };
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
for (const [name, p] of Object.entries(pages)) {
  if (process.env.PAGE && process.env.PAGE !== name) continue;
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
    // A phone's browser says so, as Lighthouse's does: the server renders the phone's layout, and hydrating it
    // changes nothing (a desktop's User-Agent here would profile a re-render to the phone's layout).
    userAgent: devices['Pixel 5'].userAgent,
  });
  await context.addInitScript(() => {
    window.__commits = [];
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        return 1;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {
        window.__commits.push(performance.now());
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
    window.__long = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.THROTTLE ?? 4) });
  await cdp.send('Profiler.start');
  await page.goto(base + p);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const { profile } = await cdp.send('Profiler.stop');
  fs.writeFileSync(path.join(profileDir, `${name}.cpuprofile`), JSON.stringify(profile));
  const commits = await page.evaluate(() => window.__commits.map(Math.round));
  const long = await page.evaluate(() => window.__long);
  // self time by function
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0));
  });
  const agg = new Map();
  const aggFile = new Map();
  for (const [id, us] of self) {
    const n = byId.get(id);
    const cf = n.callFrame;
    if (cf.functionName === '(idle)' || cf.functionName === '(program)') continue;
    const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`;
    agg.set(key, (agg.get(key) ?? 0) + us);
    const fk = cf.url.split('/').pop() || cf.functionName;
    aggFile.set(fk, (aggFile.get(fk) ?? 0) + us);
  }
  const total = [...agg.values()].reduce((a, b) => a + b, 0);
  console.log(
    `\n=== ${name}: busy ${Math.round(total / 1000)} ms; commits at ${commits.join(', ')}; long tasks ${JSON.stringify(long)}`,
  );
  console.log(
    [...aggFile]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, v]) => `  ${Math.round(v / 1000)} ms ${k}`)
      .join('\n'),
  );
  console.log(
    [...agg]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.TOP ?? 30))
      .map(([k, v]) => `  ${(v / 1000).toFixed(1)} ms ${k}`)
      .join('\n'),
  );
  await context.close();
}
await browser.close();
console.log(`\nProfiles: ${profileDir}`);
// The running server would keep this process alive; exiting stops it and removes the snapshot.
process.exit(0);
