import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A local HTTPS push service for browser stories (Chromium's own pushManager.subscribe needs the real push
 * services, unreachable here): the story subscribes through the API with `subscriptionJson()` and reads what the
 * server pushed from `received`. The server trusts this service's certificate through TEST_PUSH_SERVICE_CA
 * (playwright.config.ts), the same one the API tests use (apps/api/test/fixtures/push-service, valid for 127.0.0.1).
 * The API tests decrypt and check the payloads; a story checks that the push arrived.
 */

const FIXTURES = path.resolve(import.meta.dirname, '../../apps/api/test/fixtures/push-service');
/** Passed to the server as TEST_PUSH_SERVICE_CA, relative to the repository root (its working folder). */
export const PUSH_SERVICE_CA_FILE = 'apps/api/test/fixtures/push-service/cert.pem';

/** A VAPID key pair made for the tests (`npx web-push generate-vapid-keys`): push alerts on in the stories. */
export const PUSH_TEST_VAPID = {
  VAPID_PUBLIC_KEY: 'BJ0HD1RajP81T4VHD0wl1JYhz1VH1XRPDLgbCk_w6OBZW182D_imcMAv3SKJJomnBSLadLIYlszTQQcHXsLNfvw',
  VAPID_PRIVATE_KEY: '1aHDfO3IRhb15m0apPs6kwhzfDN9ubyyUpeuSAh40MU',
  VAPID_SUBJECT: 'mailto:support@contestjockey.test',
};

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushTestService {
  received: ReceivedPush[];
  /** A PushSubscription JSON on this service, with fresh browser keys, for POST /api/push/subscriptions. */
  subscriptionJson(name: string): {
    endpoint: string;
    expirationTime: null;
    keys: { p256dh: string; auth: string };
  };
  close(): Promise<void>;
}

export async function startPushTestService(): Promise<PushTestService> {
  const received: ReceivedPush[] = [];
  const server = https.createServer(
    {
      key: fs.readFileSync(path.join(FIXTURES, 'key.pem')),
      cert: fs.readFileSync(path.join(FIXTURES, 'cert.pem')),
    },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(201).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    subscriptionJson(name) {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        endpoint: `https://127.0.0.1:${port}/push/${encodeURIComponent(name)}`,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: crypto.randomBytes(16).toString('base64url'),
        },
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
