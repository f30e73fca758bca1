import fs from 'node:fs';

/** The Brotli size the build wrote beside `file`, or the file's own size below the precompress threshold. */
export function sentBytes(file) {
  return fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : fs.statSync(file).size;
}
