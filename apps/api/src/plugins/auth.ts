import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext, SessionAccount } from '../app-context';
import { forbidden, unauthorized } from '../lib/http-errors';

/** Finds the signed-in session of a bearer token; the accounts module provides it (app.ts passes it in). */
type FindSignedInSession = (
  ctx: AppContext,
  token: string,
) => Promise<{ sessionId: number; account: SessionAccount } | null>;

export interface AuthPluginOptions {
  findSignedInSession: FindSignedInSession;
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/;

/** Resolves `Authorization: Bearer <token>` to `request.account`; routes then ask for what they need. */
export const authPlugin = fp(
  async (app: FastifyInstance, { findSignedInSession }: AuthPluginOptions) => {
    app.decorateRequest('account', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('tokenRejected', false);

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const token = BEARER.exec(header)?.[1];
      if (!token) {
        request.tokenRejected = true;
        return;
      }
      const session = await findSignedInSession(app.ctx, token);
      if (!session) {
        request.tokenRejected = true;
        return;
      }
      request.account = session.account;
      request.sessionId = session.sessionId;
    });

    // What a session sees (or the token signup and login hand out) must stay out of shared and browser caches.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.account || reply.hasHeader('authorization')) {
        const current = String(reply.getHeader('cache-control') ?? '');
        reply.header(
          'cache-control',
          /\bno-transform\b/.test(current) ? 'no-store, no-transform' : 'no-store',
        );
      }
      return payload;
    });
  },
  { name: 'auth', dependencies: ['context'] },
);

/** The signed-in account, or a 401 that says whether the session ended or never was. */
export function requireAccount(request: FastifyRequest): SessionAccount {
  if (request.account) return request.account;
  throw unauthorized(request.tokenRejected ? ACCOUNT_MESSAGES.sessionExpired : undefined);
}

export function requireAdmin(request: FastifyRequest): SessionAccount {
  const account = requireAccount(request);
  if (!account.isAdministrator) throw forbidden();
  return account;
}

/** Route hooks for the common cases, so a handler starts with the check already done. */
export const authenticated = async (request: FastifyRequest) => {
  requireAccount(request);
};
export const administrator = async (request: FastifyRequest) => {
  requireAdmin(request);
};
