import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The embedded database belongs to one process. The holder writes its pid to DATA_DIR/.lock; another process
 * refuses while that pid lives, and takes over a lock left by a process that died.
 */
export function lockDataDir(dataDir: string, holder: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, holder }), { flag: 'wx' });
      return () => {
        try {
          const current = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid?: number };
          if (current.pid === process.pid) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner: { pid?: number; holder?: string } = {};
      try {
        owner = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch {
        // unreadable lock: treat as stale
      }
      if (owner.pid && owner.pid !== process.pid && isAlive(owner.pid)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by ${owner.holder ?? 'another process'} (pid ${owner.pid}). ` +
            'Stop it first, or use PostgreSQL (DATABASE_URL) to run commands while servers run.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}.`);
}
