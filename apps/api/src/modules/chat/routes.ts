import { ChatMessageSchema, ChatPageQuerySchema, SendChatMessageSchema } from '@cj/shared/chat';
import { IdParamsSchema } from '@cj/shared/common';
import { ApiErrorSchema } from '@cj/shared/errors';
import { IdempotencyHeadersSchema } from '@cj/shared/idempotency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotentRequestOf } from '../../lib/idempotency-request';
import { administrator, authenticated, requireAccount } from '../../plugins/auth';
import { chatMessagePage, deleteChatMessage, sendChatMessage } from './service';

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/chat',
    {
      onRequest: authenticated,
      preHandler: app.limiters.chatAccount,
      schema: {
        tags: ['chat'],
        summary:
          'Post a chat message to a contest (its players; the client makes messageID, a UUID, and sends it as the Idempotency-Key)',
        headers: IdempotencyHeadersSchema,
        body: SendChatMessageSchema,
        response: {
          201: ChatMessageSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          422: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await sendChatMessage(
        app.ctx,
        requireAccount(request),
        request.body,
        idempotentRequestOf(request, request.body),
      );
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.get(
    '/chat/:id',
    {
      onRequest: authenticated,
      schema: {
        tags: ['chat'],
        summary: 'A page of a contest’s chat ({id} is its id or slug), newest first; count 10 by default',
        params: IdParamsSchema,
        querystring: ChatPageQuerySchema,
        response: {
          200: z.array(ChatMessageSchema),
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) =>
      chatMessagePage(
        app.ctx,
        requireAccount(request),
        request.params.id,
        request.query.offset,
        request.query.count,
      ),
  );

  app.delete(
    '/chat/messages/:id',
    {
      onRequest: administrator,
      schema: {
        tags: ['chat'],
        summary: 'Delete a chat message (administrators)',
        params: IdParamsSchema,
        response: {
          204: z.null(),
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await deleteChatMessage(app.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
