import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest PostgreSQL installed from Debian's packages: /usr/lib/postgresql/<version>/bin. */
function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/** PostgreSQL refuses to run as root: as root the server runs as the `postgres` user. */
const runningAsRoot = () => process.getuid?.() === 0;

/** Why a PostgreSQL of the test's own cannot be started here, or null when it can. */
export function ownPostgresMissing(): string | null {
  if (!postgresBinDir()) return 'PostgreSQL binaries (initdb, pg_ctl) are not installed';
  if (runningAsRoot() && !fs.existsSync('/usr/sbin/runuser'))
    return 'runuser is missing to run them as postgres';
  return null;
}

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  start(): Promise<void>;
  /** A fast shutdown: open connections are ended (57P01) and new ones refused. */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port, that the test may stop and start
 * (never the shared one on 5432). Fsync is off: the data is thrown away.
 */
export async function createOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries are not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-own-pg-'));
  const data = path.join(dir, 'data');
  const asPostgres = (command: string, args: string[]) =>
    runningAsRoot()
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  if (runningAsRoot()) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    fs.chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, ...args]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => {
      await pgCtl('-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start');
    },
    stop: async () => {
      await pgCtl('-m', 'fast', '-w', 'stop');
    },
    destroy: async () => {
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
