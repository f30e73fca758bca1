import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readArchive, writeArchive } from './backup-archive';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-archive-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const uploads = path.join(dir, 'uploads');
fs.mkdirSync(uploads);
fs.writeFileSync(path.join(uploads, 'photo.png'), Buffer.alloc(1500, 7));
fs.writeFileSync(path.join(uploads, 'empty.png'), Buffer.alloc(0));
const made = new Map([['manifest.json', Buffer.from('{"a":1}\n')]]);

describe('backup archives (node-tar)', () => {
  it('reads back the files made in memory and those of the folder, under its name', async () => {
    const file = path.join(dir, 'round.tar.gz');
    await writeArchive(file, made, { name: 'uploads', path: uploads, files: ['photo.png', 'empty.png'] });
    expect(Object.fromEntries(await readArchive(file))).toEqual({
      'manifest.json': made.get('manifest.json'),
      'uploads/photo.png': Buffer.alloc(1500, 7),
      'uploads/empty.png': Buffer.alloc(0),
    });
    expect(fs.readdirSync(dir).sort()).toEqual(['round.tar.gz', 'uploads']);
  });

  it('fails when a file cannot be read, and leaves neither the archive nor its staging behind', async () => {
    const file = path.join(dir, 'failed.tar.gz');
    await expect(
      writeArchive(file, made, { name: 'uploads', path: uploads, files: ['photo.png', 'gone.png'] }),
    ).rejects.toThrow(/ENOENT/);
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('failed'))).toEqual([]);
  });
});
