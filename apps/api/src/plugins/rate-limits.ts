import { GENERIC_MESSAGES } from '@cj/shared/errors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpError } from '../lib/http-errors';

/** How many calls each limiter lets through per window; tests lower or raise them. */
export interface RateLimitSettings {
  enabled: boolean;
  windowMs: number;
  signupPerIp: number;
  loginPerIp: number;
  loginPerEmail: number;
  resetPerIp: number;
  resetPerEmail: number;
  emailPreferencePerIp: number;
  analyticsPerIp: number;
  chatPerAccount: number;
  photoUploadsPerAccount: number;
  /** Chat counts over a window of its own: a burst is what floods a conversation. */
  chatWindowMs: number;
}

export const defaultRateLimits: RateLimitSettings = {
  enabled: true,
  windowMs: 15 * 60_000,
  signupPerIp: 20,
  loginPerIp: 50,
  loginPerEmail: 10,
  resetPerIp: 20,
  resetPerEmail: 5,
  emailPreferencePerIp: 30,
  // A browser sends a batch every few page views; a whole office behind one address stays well under this.
  analyticsPerIp: 600,
  chatPerAccount: 20,
  photoUploadsPerAccount: 20,
  chatWindowMs: 60_000,
};

export type Limiter = preHandlerAsyncHookHandler;
export type Limiters = Record<
  | 'signupIp'
  | 'loginIp'
  | 'loginEmail'
  | 'resetIp'
  | 'resetEmail'
  | 'emailPreferenceIp'
  | 'analyticsIp'
  | 'chatAccount'
  | 'photoUploadAccount',
  Limiter
>;

declare module 'fastify' {
  interface FastifyInstance {
    limiters: Limiters;
  }
}

const bodyEmail = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.toLowerCase() : '';
};

/** Per-IP and per-e-mail limits on the calls attackers like; counters live in Redis when REDIS_URL is set. */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const { rateLimits, config } = app.ctx;
    const redis = config.REDIS_URL
      ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));

    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'cj-rate-limit:',
      errorResponseBuilder: () => new HttpError(429, GENERIC_MESSAGES.rateLimited),
    });

    const noop: Limiter = async () => {};
    // createRateLimit only counts and answers; each limiter is its own hook, so several can guard one route
    // (the plugin's rateLimit() hook runs once per request, whichever limiter comes first).
    const limiter = (
      name: string,
      max: number,
      key: (request: FastifyRequest) => string,
      timeWindow = rateLimits.windowMs,
    ): Limiter => {
      if (!rateLimits.enabled) return noop;
      const check = app.createRateLimit({
        max,
        timeWindow,
        keyGenerator: (request) => `${name}:${key(request)}`,
      });
      return async (request) => {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) throw new HttpError(429, GENERIC_MESSAGES.rateLimited);
      };
    };

    app.decorate('limiters', {
      signupIp: limiter('signup-ip', rateLimits.signupPerIp, (request) => request.ip),
      loginIp: limiter('login-ip', rateLimits.loginPerIp, (request) => request.ip),
      loginEmail: limiter('login-email', rateLimits.loginPerEmail, bodyEmail),
      resetIp: limiter('reset-ip', rateLimits.resetPerIp, (request) => request.ip),
      resetEmail: limiter('reset-email', rateLimits.resetPerEmail, bodyEmail),
      emailPreferenceIp: limiter(
        'email-preference-ip',
        rateLimits.emailPreferencePerIp,
        (request) => request.ip,
      ),
      analyticsIp: limiter('analytics-ip', rateLimits.analyticsPerIp, (request) => request.ip),
      // After authentication, so the key is the account.
      chatAccount: limiter(
        'chat-account',
        rateLimits.chatPerAccount,
        (request) => String(request.account?.id ?? request.ip),
        rateLimits.chatWindowMs,
      ),
      photoUploadAccount: limiter('photo-upload-account', rateLimits.photoUploadsPerAccount, (request) =>
        String(request.account?.id ?? request.ip),
      ),
    });
  },
  { name: 'rate-limits', dependencies: ['context'] },
);
