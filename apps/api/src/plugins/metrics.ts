import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Requests no route matched (404s, probes): one label, so random URLs cannot grow the number of series. */
const UNMATCHED = 'unmatched';

/** Times every request by route pattern, method and status, and counts 429 answers, into `ctx.metrics`. */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const { metrics } = app.ctx;
    app.addHook('onResponse', async (request, reply) => {
      const status = reply.statusCode;
      metrics.httpRequestDuration.observe(
        { route: request.routeOptions.url ?? UNMATCHED, method: request.method, status: String(status) },
        reply.elapsedTime / 1000,
      );
      if (status === 429) metrics.rateLimited.inc();
    });
  },
  { name: 'metrics', dependencies: ['context'] },
);
