import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The test clock of browser stories (decision 026): with TEST_CLOCK=on (NODE_ENV=test only, config.ts), a request
 * that sends `X-Test-Clock-Offset-Ms: <ms>` is answered as if it were that much later. Only that request: other
 * stories running at the same time against the same server keep the real time, and background work (the e-mail
 * outbox) always does. Its answer's Date header is moved as well.
 */
export const TEST_CLOCK_HEADER = 'x-test-clock-offset-ms';

/** At most a year ahead; anything else (negative, not a whole number) is ignored. */
const MAX_OFFSET_MS = 366 * 24 * 60 * 60 * 1000;

const offsets = new AsyncLocalStorage<number>();

/** The time as the current request sees it: the application's clock, plus the offset the request asked for. */
export const withRequestOffset =
  (clock: () => Date): (() => Date) =>
  () =>
    new Date(clock().getTime() + (offsets.getStore() ?? 0));

function offsetOf(header: string | string[] | undefined): number | null {
  if (typeof header !== 'string' || !/^\d{1,11}$/.test(header)) return null;
  const offset = Number(header);
  return offset <= MAX_OFFSET_MS ? offset : null;
}

/**
 * Runs each handler that asked for an offset inside it. preHandler, not onRequest: the request's body has been
 * read by then, and what runs after it (the handler and everything it awaits) keeps the offset. Earlier hooks
 * (the session check) see the real time.
 */
const plugin: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', (request, _reply, done) => {
    const offset = offsetOf(request.headers[TEST_CLOCK_HEADER]);
    if (offset === null) {
      done();
      return;
    }
    offsets.run(offset, done);
  });
  // The answer's Date header tells the same moved time: the browser sets its clock by it (lib/server-clock.ts in
  // the web app), so a story's page sees what the server decided on. The server's own clock is the real time.
  app.addHook('onSend', async (request, reply) => {
    const offset = offsetOf(request.headers[TEST_CLOCK_HEADER]);
    if (offset !== null) reply.header('date', new Date(Date.now() + offset).toUTCString());
  });
};

export const testClockPlugin = fp(plugin, { name: 'test-clock' });
