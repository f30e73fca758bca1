import {
  ACCOUNT_ADMIN_MESSAGES,
  AccountListQuerySchema,
  AdminAccountSchema,
  UpdateAccountSchema,
} from '@cj/shared/account-admin';
import { MessageResponseSchema } from '@cj/shared/accounts';
import { ApiErrorSchema } from '@cj/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { PathIdParamsSchema } from '../../lib/path-ids';
import { brandName, isHarnessHost, publicUrl } from '../../lib/site';
import { administrator, requireAdmin } from '../../plugins/auth';
import * as accountAdmin from './service';

const AdminAccountListSchema = z.array(AdminAccountSchema);
const adminErrors = errorResponses(401, 403);
const tags = ['account administration'];

export const accountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/accounts',
    {
      onRequest: administrator,
      schema: {
        tags,
        summary:
          'All Accounts by name, a page of 50; q of 2+ characters keeps those whose name or e-mail contains it (administrators)',
        querystring: AccountListQuerySchema,
        response: { 200: AdminAccountListSchema, ...adminErrors },
      },
    },
    async (request) => accountAdmin.accountsPage(app.ctx, request.query),
  );

  app.get(
    '/admin/accounts/recent',
    {
      onRequest: administrator,
      schema: {
        tags,
        summary: 'Recently Created Accounts, newest first (administrators)',
        response: { 200: AdminAccountListSchema, ...adminErrors },
      },
    },
    async () => accountAdmin.recentAccounts(app.ctx),
  );

  app.get(
    '/admin/accounts/locked',
    {
      onRequest: administrator,
      schema: {
        tags,
        summary: 'Locked Accounts by name, a page of 50 (administrators)',
        querystring: AccountListQuerySchema,
        response: { 200: AdminAccountListSchema, ...adminErrors },
      },
    },
    async (request) => accountAdmin.lockedAccountsPage(app.ctx, request.query),
  );

  app.get(
    '/admin/accounts/:id',
    {
      onRequest: administrator,
      schema: {
        tags,
        summary: 'One account (administrators)',
        params: PathIdParamsSchema,
        response: { 200: AdminAccountSchema, 404: ApiErrorSchema, ...adminErrors },
      },
    },
    async (request) => accountAdmin.getAccount(app.ctx, request.params.id),
  );

  app.put(
    '/admin/accounts',
    {
      onRequest: administrator,
      schema: {
        tags,
        summary:
          'Edit Account: names, e-mail, locked, administrator; locking ends its sessions; not your own lock or right (administrators)',
        body: UpdateAccountSchema,
        response: {
          200: AdminAccountSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => accountAdmin.editAccount(app.ctx, requireAdmin(request), request.body),
  );

  app.post(
    '/admin/accounts/:id/password-reset',
    {
      onRequest: administrator,
      schema: {
        tags,
        summary: 'E-mail the account a password reset link (administrators)',
        params: PathIdParamsSchema,
        response: { 200: MessageResponseSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const harness = isHarnessHost(app.ctx.config, request.headers.host);
      await accountAdmin.sendAccountPasswordReset(app.ctx, requireAdmin(request), request.params.id, {
        brand: brandName(app.ctx.config, harness),
        siteUrl: publicUrl(app.ctx.config, harness),
      });
      return { message: ACCOUNT_ADMIN_MESSAGES.resetEmailSent };
    },
  );
};
