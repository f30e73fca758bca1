import { MessageResponseSchema } from '@cj/shared/accounts';
import { EMAIL_MESSAGES, SendTestEmailSchema } from '@cj/shared/email';
import { ApiErrorSchema } from '@cj/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { administrator } from '../../plugins/auth';
import { sendTestEmail } from './test-email-service';

export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/email/test',
    {
      onRequest: administrator,
      schema: {
        tags: ['email'],
        summary:
          "Send a test e-mail for a contest to an account, at once (administrators); 503 'Failed to send test email' when the mail server refuses it",
        body: SendTestEmailSchema,
        response: {
          200: MessageResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      await sendTestEmail(app.ctx, request.body, request.log);
      return { message: EMAIL_MESSAGES.testEmailSent };
    },
  );
};
