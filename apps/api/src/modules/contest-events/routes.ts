import { CHAT_MESSAGES } from '@cj/shared/chat';
import { IdParamsSchema } from '@cj/shared/common';
import { isChatEvent } from '@cj/shared/contest-events';
import { ApiErrorSchema, GENERIC_MESSAGES } from '@cj/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-errors';
import { findContestForViewer } from '../contests/lookup';
import { EventStream } from './event-stream';
import { openStreamsOf, sendEventStream } from './serve-stream';
import { streamViewer } from './stream-viewer';

/** GET /contest/{id}/events: the contest's live events as Server-Sent Events. */
export const contestEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = openStreamsOf(app);

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
          429: ApiErrorSchema.describe('too many streams open from this IP address or session'),
        },
      },
    },
    async (request, reply) => {
      const { ctx } = app;
      const viewer = await streamViewer(ctx, request);
      const slot = open.reserve({
        ip: request.ip,
        session: viewer && { accountId: viewer.account.id, sessionId: viewer.sessionId },
      });
      if (!slot) throw new HttpError(429, GENERIC_MESSAGES.rateLimited);
      let contest: Awaited<ReturnType<typeof findContestForViewer>>;
      try {
        contest = await findContestForViewer(ctx.db, request.params.id, viewer?.account ?? null);
      } catch (error) {
        slot.release();
        throw error;
      }
      if (!contest) {
        slot.release();
        throw notFound(CHAT_MESSAGES.contestNotFound);
      }

      const stream = new EventStream(ctx.eventStream);
      slot.attach(stream);
      const unsubscribe = ctx.events.subscribe(contest.id, (event) => {
        if (viewer || !isChatEvent(event)) stream.send(event);
      });
      stream.onClose(unsubscribe);
      return sendEventStream(reply, stream);
    },
  );
};
