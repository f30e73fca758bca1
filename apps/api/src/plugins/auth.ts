import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext, SessionAccount } from '../app-context';
import { forbidden, unauthorized } from '../lib/http-errors';

/** The signed-in session of a bearer token, or why none; the accounts module provides it (app.ts passes it in). */
type LookUpSession = (
  ctx: AppContext,
  token: string,
) => Promise<{ session: { sessionId: number; account: SessionAccount } } | { refused: 'ended' | 'locked' }>;

export interface AuthPluginOptions {
  lookUpSession: LookUpSession;
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/;

/** Resolves `Authorization: Bearer <token>` to `request.account`; routes then ask for what they need. */
export const authPlugin = fp(
  async (app: FastifyInstance, { lookUpSession }: AuthPluginOptions) => {
    app.decorateRequest('account', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('tokenRejected', null);

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const token = BEARER.exec(header)?.[1];
      if (!token) {
        request.tokenRejected = 'ended';
        return;
      }
      const found = await lookUpSession(app.ctx, token);
      if ('refused' in found) {
        request.tokenRejected = found.refused;
        return;
      }
      request.account = found.session.account;
      request.sessionId = found.session.sessionId;
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

/** What a 401 says of a token that opens no session: why, so the page it bounces to login can tell the player. */
const REFUSED_TOKEN_MESSAGES = {
  ended: ACCOUNT_MESSAGES.sessionExpired,
  locked: ACCOUNT_MESSAGES.accountLocked,
} as const;

/** The signed-in account, or a 401 that says whether the session ended, the account is locked, or none was sent. */
export function requireAccount(request: FastifyRequest): SessionAccount {
  if (request.account) return request.account;
  throw unauthorized(request.tokenRejected ? REFUSED_TOKEN_MESSAGES[request.tokenRejected] : undefined);
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
