import {
  ACCOUNT_MESSAGES,
  AccountSchema,
  AccountSearchQuerySchema,
  AccountSearchResultSchema,
  ChangePasswordSchema,
  LoginSchema,
  MessageResponseSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  SignupSchema,
} from '@cj/shared/accounts';
import { USER_SEARCH_MIN_CHARS } from '@cj/shared/constants';
import { ApiErrorSchema } from '@cj/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { brandName, isHarnessHost, publicUrl } from '../../lib/site';
import { administrator, authenticated, requireAccount } from '../../plugins/auth';
import { searchAccounts } from './repository';
import * as accounts from './service';
import { toAccountView } from './views';

const errors = errorResponses(400, 401, 403, 409, 429);

const ACCOUNT_SEARCH_LIMIT = 20;

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = (
    reply: import('fastify').FastifyReply,
    result: accounts.SignedIn,
    joinedStatus: 200 | 201,
  ) =>
    reply
      .header('authorization', `Bearer ${result.token}`)
      .status(result.enrolled ? joinedStatus : 206)
      .send(toAccountView(result.account));

  app.post(
    '/account/signup',
    {
      preHandler: [app.limiters.signupIp],
      schema: {
        tags: ['account'],
        summary: 'Create an account; 201 when also enrolled in the named contest, 206 otherwise',
        body: SignupSchema,
        response: { 201: AccountSchema, 206: AccountSchema, ...errors },
      },
    },
    async (request, reply) => signedIn(reply, await accounts.signup(app.ctx, request.body), 201),
  );

  app.post(
    '/account/login',
    {
      preHandler: [app.limiters.loginIp],
      schema: {
        tags: ['account'],
        summary: 'Log in; 200 when enrolled in the named contest, 206 otherwise',
        body: LoginSchema,
        response: { 200: AccountSchema, 206: AccountSchema, ...errors },
      },
    },
    async (request, reply) => {
      const attempt = { email: request.body.email, ip: request.ip };
      await app.loginThrottle.admit(attempt);
      let result: accounts.SignedIn;
      try {
        result = await accounts.login(app.ctx, request.body);
      } catch (error) {
        if (accounts.isInvalidCredentials(error)) await app.loginThrottle.failed(attempt);
        else await app.loginThrottle.abandoned(attempt);
        throw error;
      }
      await app.loginThrottle.succeeded(attempt);
      return signedIn(reply, result, 200);
    },
  );

  app.get(
    '/account',
    {
      onRequest: authenticated,
      schema: {
        tags: ['account'],
        summary: 'The signed-in account; extends the session',
        response: { 200: AccountSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      await accounts.touchSession(app.ctx, request.sessionId!);
      return toAccountView(account);
    },
  );

  app.post(
    '/account/logout',
    {
      onRequest: authenticated,
      schema: {
        tags: ['account'],
        summary: 'End the current session',
        response: { 204: z.null(), 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await accounts.logout(app.ctx, request.sessionId!);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/account/password',
    {
      onRequest: authenticated,
      // Guessing the current password here is guessing a login: the login's limits and protection count it.
      preHandler: [app.limiters.loginIp],
      schema: {
        tags: ['account'],
        summary: 'Change my password (the current one first); ends every other session of the account',
        body: ChangePasswordSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      const attempt = { email: account.email, ip: request.ip };
      await app.loginThrottle.admit(attempt);
      try {
        await accounts.changePassword(app.ctx, account, request.sessionId!, request.body);
      } catch (error) {
        if (accounts.isWrongCurrentPassword(error)) await app.loginThrottle.failed(attempt);
        else await app.loginThrottle.abandoned(attempt);
        throw error;
      }
      await app.loginThrottle.succeeded(attempt);
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/account/password-reset',
    {
      preHandler: [app.limiters.resetIp, app.limiters.resetEmail],
      schema: {
        tags: ['account'],
        summary: 'E-mail a password reset link (the same answer whether or not the account exists)',
        body: PasswordResetRequestSchema,
        response: { 202: MessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const harness = isHarnessHost(app.ctx.config, request.headers.host);
      await accounts.requestPasswordReset(app.ctx, {
        email: request.body.email,
        brand: brandName(app.ctx.config, harness),
        siteUrl: publicUrl(app.ctx.config, harness),
      });
      return reply.status(202).send({ message: ACCOUNT_MESSAGES.resetRequested });
    },
  );

  app.put(
    '/account/password-reset',
    {
      preHandler: [app.limiters.resetCodeIp],
      schema: {
        tags: ['account'],
        summary:
          'Set a new password with a reset code; ends every session of the account and signs it in anew ' +
          '(Authorization: Bearer <token>, unless the account is locked)',
        body: PasswordResetSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token } = await accounts.resetPassword(app.ctx, request.body);
      if (token) reply.header('authorization', `Bearer ${token}`);
      return { message: ACCOUNT_MESSAGES.passwordUpdated };
    },
  );

  app.get(
    '/account/search',
    {
      onRequest: administrator,
      schema: {
        tags: ['account'],
        summary: `Find accounts by name or e-mail (administrators; ${USER_SEARCH_MIN_CHARS}+ characters)`,
        querystring: AccountSearchQuerySchema,
        response: {
          200: AccountSearchResultSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          400: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const q = request.query.q;
      return q.length < USER_SEARCH_MIN_CHARS ? [] : searchAccounts(app.ctx.db, q, ACCOUNT_SEARCH_LIMIT);
    },
  );
};
