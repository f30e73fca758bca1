import { IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once on a response that is never sent: with no function among
 * the options they are the same for every answer. (@fastify/helmet built helmet's middleware, its policy text
 * included, again for each request: a few percent of a play's CPU.)
 */
function securityHeaders(options: Readonly<HelmetOptions>): OutgoingHttpHeaders {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  let failure: unknown;
  helmet(options)(response.req, response, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return response.getHeaders();
}

/** Sends helmet's security headers (Content-Security-Policy and the rest) with every answer. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: Readonly<HelmetOptions>) => {
    const headers = securityHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
