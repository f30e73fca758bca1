import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readTarGz, TarFormatError, writeTarGz } from './tar';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-tar-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const files = {
  'manifest.json': Buffer.from('{"a":1}\n'),
  'uploads/photo.png': Buffer.alloc(1500, 7),
  'empty.txt': Buffer.alloc(0),
};
const asTarFiles = () => Object.entries(files).map(([name, data]) => ({ name, read: async () => data }));

describe('tar.gz archives', () => {
  it('reads back what it wrote, and the system tar reads it too', async () => {
    const file = path.join(dir, 'round.tar.gz');
    await writeTarGz(file, asTarFiles());
    expect(Object.fromEntries(await readTarGz(file))).toEqual(files);
    const listed = execFileSync('tar', ['tzf', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listed).toEqual(Object.keys(files));
  });

  it('refuses a cut-off archive and a damaged header', async () => {
    const file = path.join(dir, 'whole.tar.gz');
    await writeTarGz(file, asTarFiles());
    const tar = zlib.gunzipSync(fs.readFileSync(file));
    const cut = path.join(dir, 'cut.tar.gz');
    fs.writeFileSync(cut, zlib.gzipSync(tar.subarray(0, 1024)));
    await expect(readTarGz(cut)).rejects.toThrow(TarFormatError);
    const damaged = Buffer.from(tar);
    damaged[0] = 'X'.charCodeAt(0);
    const bad = path.join(dir, 'bad.tar.gz');
    fs.writeFileSync(bad, zlib.gzipSync(damaged));
    await expect(readTarGz(bad)).rejects.toThrow(/checksum/);
  });

  it('leaves no file behind when a file cannot be read', async () => {
    const file = path.join(dir, 'failed.tar.gz');
    const failing = [
      ...asTarFiles(),
      {
        name: 'gone',
        read: async (): Promise<Buffer> => {
          throw new Error('gone');
        },
      },
    ];
    await expect(writeTarGz(file, failing)).rejects.toThrow('gone');
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('failed'))).toEqual([]);
  });
});
