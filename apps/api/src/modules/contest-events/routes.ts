import { CHAT_MESSAGES } from '@cj/shared/chat';
import { IdParamsSchema } from '@cj/shared/common';
import { isChatEvent } from '@cj/shared/contest-events';
import { ApiErrorSchema } from '@cj/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { findContestForViewer } from '../contests/lookup';
import { EventStream } from './event-stream';
import { streamViewer } from './stream-viewer';

/** GET /contest/{id}/events: the contest's live events as Server-Sent Events. */
export const contestEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<EventStream>();
  // Before the server waits for requests to finish: a stream would otherwise hold shutdown open for ever.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    '/contest/:id/events',
    {
      schema: {
        tags: ['contest events'],
        summary:
          'Live events of a contest (Server-Sent Events): chat messages posted and deleted (signed-in viewers, by ' +
          'bearer token or session cookie) and leaderboard changes after a finalize (everyone)',
        params: IdParamsSchema,
        response: {
          200: z.unknown().describe('text/event-stream: one event per message, named by its type'),
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { ctx } = app;
      const viewer = await streamViewer(ctx, request);
      const contest = await findContestForViewer(ctx.db, request.params.id, viewer);
      if (!contest) throw notFound(CHAT_MESSAGES.contestNotFound);

      const stream = new EventStream(ctx.eventStream);
      open.add(stream);
      const unsubscribe = ctx.events.subscribe(contest.id, (event) => {
        if (viewer || !isChatEvent(event)) stream.send(event);
      });
      stream.onClose(() => {
        unsubscribe();
        open.delete(stream);
      });
      reply.raw.on('close', () => stream.destroy());

      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream.body);
    },
  );
};
