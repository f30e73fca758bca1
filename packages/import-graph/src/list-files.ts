import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.tsx?$/;

/** Every .ts/.tsx file under srcDir, as '/'-separated paths relative to it. */
export function listFiles(dir: string, srcDir: string = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, srcDir);
    return SOURCE.test(entry.name) ? [path.relative(srcDir, full).split(path.sep).join('/')] : [];
  });
}
