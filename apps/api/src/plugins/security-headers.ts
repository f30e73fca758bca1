import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** The answer's script nonce: the rendered page's own inline scripts carry it (plugins/web-pages.ts). */
type WithNonce = ServerResponse & { cspNonce?: string };

export function scriptNonceOf(reply: FastifyReply): string | undefined {
  return (reply.raw as WithNonce).cspNonce;
}

/** Everything the web app loads comes from the site itself; images may come from any https host (sponsor logos). */
const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // A page's inline scripts (its data for hydration, the router's start) carry this answer's nonce.
      scriptSrc: ["'self'", (_request, response) => `'nonce-${(response as WithNonce).cspNonce ?? ''}'`],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The service worker (sw.js) and the web app manifest, both from the site itself.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameSrc: ["'self'", 'https:'],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
});

/**
 * helmet's headers on every answer, unknown routes and refusals included. The middleware is built once here:
 * @fastify/helmet builds it again, policy text and all, for every request.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      (reply.raw as WithNonce).cspNonce = randomUUID();
      applySecurityHeaders(request.raw, reply.raw, (error) =>
        done(error instanceof Error ? error : undefined),
      );
    });
  },
  { name: 'security-headers' },
);
