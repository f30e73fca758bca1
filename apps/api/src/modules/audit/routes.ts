import { AuditLogMessageSchema, AuditQuerySchema, AuditTypeParamsSchema } from '@cj/shared/audit';
import { ApiErrorSchema } from '@cj/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { administrator } from '../../plugins/auth';
import { auditLogPage } from './service';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit/:type',
    {
      onRequest: administrator,
      schema: {
        tags: ['audit'],
        summary:
          'Audit Log of one event type, newest first, pages of 50; q of 2+ characters searches the message and e-mail (administrators)',
        params: AuditTypeParamsSchema,
        querystring: AuditQuerySchema,
        response: {
          200: z.array(AuditLogMessageSchema),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => auditLogPage(app.ctx, request.params.type, request.query),
  );
};
