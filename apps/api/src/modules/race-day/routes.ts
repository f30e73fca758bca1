import { ApiErrorSchema, GENERIC_MESSAGES } from '@cj/shared/errors';
import { isRaceDayEvent, RaceDayQuerySchema, RaceDaySchema } from '@cj/shared/race-day';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { administrator, requireAdmin } from '../../plugins/auth';
import { EventStream } from '../contest-events/event-stream';
import { openStreamsOf, sendEventStream } from '../contest-events/serve-stream';
import { sessionFromCookie } from '../contest-events/stream-viewer';
import { getRaceDay } from './service';

export const raceDayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/race-day',
    {
      onRequest: administrator,
      schema: {
        tags: ['race-day'],
        summary:
          'Every race of a date (YYYY-MM-DD; today at the tracks by default) that a contest holds, in post-time order, with its state, runners, result and contests (administrators)',
        querystring: RaceDayQuerySchema,
        response: { 200: RaceDaySchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => getRaceDay(app.ctx, request.query.date),
  );

  const open = openStreamsOf(app);
  app.get(
    '/admin/race-day/events',
    {
      // A browser's EventSource cannot send an Authorization header: the session cookie is read too.
      onRequest: [sessionFromCookie, administrator],
      schema: {
        tags: ['race-day'],
        summary:
          'Live race events of every contest, for the race-day board (Server-Sent Events; administrators, by bearer ' +
          'token or session cookie): race-changed (closed, reopened, post time moved, result entered or changed), ' +
          'runners-changed and leaderboard-changed (a finalize), each with its contestId and raceId; never chat',
        response: {
          200: z
            .unknown()
            .describe('text/event-stream: one event per contest holding the race, named by its type'),
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          429: ApiErrorSchema.describe('too many streams open from this IP address or session'),
        },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const { sessionId } = request;
      const slot = open.reserve({
        ip: request.ip,
        session: sessionId === null ? null : { accountId: admin.id, sessionId },
      });
      if (!slot) throw new HttpError(429, GENERIC_MESSAGES.rateLimited);
      const stream = new EventStream(app.ctx.eventStream);
      slot.attach(stream);
      const unsubscribe = app.ctx.events.subscribeAll((event) => {
        if (isRaceDayEvent(event)) stream.send(event);
      });
      stream.onClose(unsubscribe);
      return sendEventStream(reply, stream);
    },
  );
};
