import { MessageResponseSchema } from '@cj/shared/accounts';
import { ApiErrorSchema } from '@cj/shared/errors';
import {
  DeletePushSubscriptionSchema,
  PUSH_MESSAGES,
  PushKeySchema,
  PushPreferencesSchema,
  PushSubscriptionSchema,
} from '@cj/shared/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { authenticated, requireAccount } from '../../plugins/auth';
import * as push from './service';

const errors = errorResponses(400, 401, 404);

/** Web Push: the site's key, this browser's subscription, and the player's alert switches. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/push/key',
    {
      schema: {
        tags: ['push'],
        summary: "The site's VAPID public key for pushManager.subscribe (404 when push alerts are off)",
        response: { 200: PushKeySchema, 404: ApiErrorSchema },
      },
    },
    async () => push.getPushKey(app.ctx),
  );

  app.post(
    '/push/subscriptions',
    {
      onRequest: authenticated,
      schema: {
        tags: ['push'],
        summary: "Subscribe this browser to my alerts (the browser's PushSubscription JSON)",
        body: PushSubscriptionSchema,
        response: { 201: MessageResponseSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await push.subscribe(app.ctx, requireAccount(request), request.body);
      return reply.code(201).send({ message: PUSH_MESSAGES.subscribed });
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      onRequest: authenticated,
      schema: {
        tags: ['push'],
        summary: "Unsubscribe this browser (only the caller's own subscription)",
        body: DeletePushSubscriptionSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await push.unsubscribe(app.ctx, requireAccount(request), request.body);
      return { message: PUSH_MESSAGES.unsubscribed };
    },
  );

  app.get(
    '/push/preferences',
    {
      onRequest: authenticated,
      schema: {
        tags: ['push'],
        summary: 'My alert switches (all off until I turn them on)',
        response: { 200: PushPreferencesSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => push.getPreferences(app.ctx, requireAccount(request)),
  );

  app.put(
    '/push/preferences',
    {
      onRequest: authenticated,
      schema: {
        tags: ['push'],
        summary: 'Save my alert switches',
        body: PushPreferencesSchema,
        response: { 200: PushPreferencesSchema, ...errors },
      },
    },
    async (request) => push.updatePreferences(app.ctx, requireAccount(request), request.body),
  );
};
