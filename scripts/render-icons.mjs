// Renders the installable app's icons (apps/web/public/icons/*.png, committed) for each brand from the brand's
// colours and initials, with Inter Bold as the site uses it, in headless Chromium (default /usr/bin/chromium).
// Run again after changing a brand's look: `node scripts/render-icons.mjs`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const font = path.join(root, 'node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2');
const outDir = path.join(root, 'apps/web/public/icons');

/** The brands' colours (apps/web/src/lib/theme.ts: secondary, primary) and initials of their default names. */
const BRANDS = [
  { name: 'thoroughbred', initials: 'CJ' },
  { name: 'harness', initials: 'HJ' },
];
const BACKGROUND = '#2D5032';
const ACCENT = '#009849';

/**
 * An icon as an SVG of 100 units. 'any' is a rounded square; 'maskable' fills the square and keeps its mark in the
 * middle 80% (the safe zone a launcher's mask never cuts).
 */
function iconSvg(initials, purpose) {
  const maskable = purpose === 'maskable';
  const scale = maskable ? 0.8 : 1;
  const offset = (100 - 100 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100%" height="100%">
  <rect width="100" height="100" rx="${maskable ? 0 : 20}" fill="${BACKGROUND}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <text x="50" y="62" font-family="CJ Inter" font-size="44" font-weight="700" text-anchor="middle"
      fill="#FFFFFF" letter-spacing="-1">${initials}</text>
    <rect x="26" y="72" width="48" height="6" rx="3" fill="${ACCENT}"/>
  </g>
</svg>`;
}

function render(html, size, file) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-icon-'));
  const page = path.join(dir, 'icon.html');
  fs.writeFileSync(page, html);
  const result = spawnSync(
    chromePath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--force-device-scale-factor=1',
      '--default-background-color=00000000',
      `--window-size=${size},${size}`,
      `--screenshot=${file}`,
      `file://${page}`,
    ],
    { encoding: 'utf8' },
  );
  fs.rmSync(dir, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`chromium failed for ${file}: ${result.stderr}`);
}

fs.mkdirSync(outDir, { recursive: true });
for (const brand of BRANDS) {
  for (const [purpose, sizes] of [
    ['any', [192, 512]],
    ['maskable', [192, 512]],
  ]) {
    for (const size of sizes) {
      const html = `<!doctype html><style>@font-face { font-family: 'CJ Inter'; font-weight: 700;
        src: url('file://${font}') format('woff2'); }
        html, body { margin: 0; width: ${size}px; height: ${size}px; overflow: hidden; background: transparent; }
        </style>${iconSvg(brand.initials, purpose)}`;
      const suffix = purpose === 'maskable' ? '-maskable' : '';
      const file = path.join(outDir, `${brand.name}${suffix}-${size}.png`);
      render(html, size, file);
      console.log(`wrote ${path.relative(root, file)}`);
    }
  }
}
