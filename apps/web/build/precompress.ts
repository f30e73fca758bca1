import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files browsers fetch; source maps are fetched only by developer tools and stay as they are. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/**
 * Below this, compressing saves less than the extra header costs. Above it Brotli saves a third to a half even of
 * a small file, and a page's first load has a dozen of them (the shared chunks between pages): 2 to 4 KB.
 */
const MIN_BYTES = 256;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the highest levels (the
 * build pays once; the server sends them by content negotiation instead of compressing on each request).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'cj-precompress',
    apply: 'build',
    // After vite-plugin-pwa's (also 'post'; listed before this one in vite.config.ts), so the service worker it
    // writes when the bundle closes is compressed too.
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const files = (await filesUnder(outDir)).filter((file) => TEXT_FILE.test(file));
        await Promise.all(
          files.map(async (file) => {
            const content = await fs.readFile(file);
            if (content.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
          }),
        );
      },
    },
  };
}
