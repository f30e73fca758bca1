import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A redis-server of the test's own on a free loopback port, without persistence, that the test may stop (SIGTERM)
 * and start again on the same port, or pause (SIGSTOP: connections stay open, nothing answers) and resume.
 */
export class RedisServer {
  private process: ChildProcess | null = null;
  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<RedisServer> {
    const server = new RedisServer(await freePort());
    await server.restart();
    return server;
  }

  /** Starts it (again, on its port) and waits until it answers. */
  async restart(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.process = child;
    const deadline = Date.now() + 10_000;
    for (;;) {
      const client = new Redis(this.url, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      client.on('error', () => {});
      try {
        await client.connect();
        if ((await client.ping()) === 'PONG') return;
      } catch {
        // Not listening yet.
      } finally {
        client.disconnect();
      }
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`redis-server did not start on port ${this.port}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** SIGTERM, and waits until it has exited. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGCONT');
    child.kill('SIGTERM');
    await exited;
  }

  pause(): void {
    this.process?.kill('SIGSTOP');
  }

  resume(): void {
    this.process?.kill('SIGCONT');
  }
}
