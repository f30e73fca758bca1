import { MessageResponseSchema } from '@cj/shared/accounts';
import { EMAIL_PREFERENCE_MESSAGES, UpdateEmailPreferenceSchema } from '@cj/shared/email-preferences';
import { ApiErrorSchema } from '@cj/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateEmailPreference } from './service';

export const emailPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/email/update-preference',
    {
      preHandler: [app.limiters.emailPreferenceIp],
      schema: {
        tags: ['email'],
        summary:
          'Record whether an address wants a kind of e-mail (the unsubscribe link sends enabled: false)',
        body: UpdateEmailPreferenceSchema,
        response: {
          200: MessageResponseSchema,
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      await updateEmailPreference(app.ctx, request.account, request.body);
      return { message: EMAIL_PREFERENCE_MESSAGES.saved };
    },
  );
};
