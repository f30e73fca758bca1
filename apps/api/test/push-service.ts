import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

const FIXTURES = path.join(import.meta.dirname, 'fixtures/push-service');
/** The certificate of the local push service; the app under test trusts it through `pushServiceCa`. */
export const PUSH_SERVICE_CA = fs.readFileSync(path.join(FIXTURES, 'cert.pem'), 'utf8');

export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushTestService {
  /** Every request received, in order. */
  received: PushRequest[];
  /** The requests to one subscription's endpoint. */
  receivedAt(endpoint: string): PushRequest[];
  /** A new endpoint on this service (https://127.0.0.1:<port>/push/<name>). */
  endpoint(name: string): string;
  /** The status the next requests to `endpoint` get, in order (then 201 again). */
  answer(endpoint: string, ...statuses: number[]): void;
}

/**
 * A push service on https://127.0.0.1 for one test file (the real ones are not reachable here): it records every
 * request and answers 201 Created, or the statuses a test queued for an endpoint (410 Gone, 500, …).
 */
export function usePushTestService(): PushTestService {
  const received: PushRequest[] = [];
  const queued = new Map<string, number[]>();
  let port = 0;
  const server = https.createServer(
    { key: fs.readFileSync(path.join(FIXTURES, 'key.pem')), cert: PUSH_SERVICE_CA },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const requestPath = request.url ?? '';
        received.push({ path: requestPath, headers: request.headers, body: Buffer.concat(chunks) });
        const status = queued.get(requestPath)?.shift() ?? 201;
        response.writeHead(status).end();
      });
    },
  );
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const pathOf = (endpoint: string) => new URL(endpoint).pathname;
  return {
    received,
    receivedAt: (endpoint) => received.filter((request) => request.path === pathOf(endpoint)),
    endpoint: (name) => `https://127.0.0.1:${port}/push/${name}`,
    answer(endpoint, ...statuses) {
      queued.set(pathOf(endpoint), [...(queued.get(pathOf(endpoint)) ?? []), ...statuses]);
    },
  };
}

/** A VAPID key pair made for the tests (`npx web-push generate-vapid-keys`): push on, as configured in production. */
export const PUSH_TEST_ENV = {
  VAPID_PUBLIC_KEY: 'BJ0HD1RajP81T4VHD0wl1JYhz1VH1XRPDLgbCk_w6OBZW182D_imcMAv3SKJJomnBSLadLIYlszTQQcHXsLNfvw',
  VAPID_PRIVATE_KEY: '1aHDfO3IRhb15m0apPs6kwhzfDN9ubyyUpeuSAh40MU',
  VAPID_SUBJECT: 'mailto:support@contestjockey.test',
};
