import http from 'node:http';
import { percentile } from './bench-setup';
import type { PlayLoadOptions, PlayLoadResult } from './play-load';

/**
 * The play load from `clients` node:http clients in this process over HTTP/1.1 keep-alive, taking `addresses` in
 * turn: the fallback where wrk is not installed. Their CPU counts as this process's, the server's too when it
 * runs here.
 */
export async function nodePlays(options: PlayLoadOptions): Promise<PlayLoadResult> {
  const { addresses, tokens, card, stakes, clients, seconds } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  let turn = 0;
  const post = (path: string, token: string, body: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${addresses[turn++ % addresses.length]}${path}`,
        {
          agent,
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let unanswered = 0;
  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
  const raceIndexes = Array.from({ length: card.contestRaceIds.length }, (_, i) => i);
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const race = pick(raceIndexes);
      const body = JSON.stringify({
        amount: pick(stakes),
        pool: 'WIN',
        runners: [pick(card.runnerIds[race]!)],
      });
      const started = performance.now();
      try {
        const status = await post(`/api/race/${card.contestRaceIds[race]}/wager`, pick(tokens), body);
        latencies.push(performance.now() - started);
        statuses[status] = (statuses[status] ?? 0) + 1;
      } catch {
        unanswered++;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: clients }, client));
  } finally {
    agent.destroy();
  }
  const sorted = latencies.sort((a, b) => a - b);
  return {
    generator: 'node',
    requests: sorted.length,
    statuses,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    elapsedSeconds: (performance.now() - startedAt) / 1000,
    unanswered,
    generatorCpuMs: null,
  };
}
