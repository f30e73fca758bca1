import { spawn } from 'node:child_process';
import path from 'node:path';

const apiRoot = path.resolve(import.meta.dirname, '..');

export interface ApiProcess {
  child: ReturnType<typeof spawn>;
  /** The address it listens at, once it does; rejects if it exits first. */
  listening: Promise<string>;
  exited: Promise<number | null>;
  output(): string;
}

/**
 * Starts the real server (`src/server.ts`, or what `nodeArguments` name) as its own process on a free port of 127.0.0.1, with `env` on top of
 * this process's environment. It logs at info level so the listening address can be read from its output. Node
 * runs it with tsx's loader, so the child's pid is the server's own (signals and /proc figures reach it).
 */
export function startApiProcess(
  env: Record<string, string>,
  nodeArguments: string[] = ['--import', 'tsx', 'src/server.ts'],
): ApiProcess {
  const child = spawn(process.execPath, nodeArguments, {
    cwd: apiRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (address) resolve(address);
    });
    void exited.then((code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  listening.catch(() => {}); // a start that is meant to fail is awaited through `exited`
  return { child, listening, exited, output: () => output };
}
