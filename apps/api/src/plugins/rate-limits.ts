import { GENERIC_MESSAGES } from '@cj/shared/errors';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { CounterStore } from '../lib/counters/counter-store';
import { createFallbackCounterStore } from '../lib/counters/fallback-counter-store';
import { createMemoryCounterStore } from '../lib/counters/memory-counter-store';
import { closeCounterRedis, createCounterRedis, firstConnection } from '../lib/counters/redis-client';
import { createRedisCounterStore } from '../lib/counters/redis-counter-store';
import { HttpError } from '../lib/http-errors';
import type { RateLimitSettings } from '../lib/rate-limit-settings';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';

export const defaultRateLimits: RateLimitSettings = {
  enabled: true,
  windowMs: 15 * 60_000,
  signupPerIp: 20,
  loginPerIp: 50,
  loginFailuresPerAccountAndIp: 10,
  loginFailuresPerIp: 30,
  loginSlowdownAfter: 5,
  loginSlowdownStepMs: 250,
  loginSlowdownMaxMs: 3_000,
  delay: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  resetPerIp: 20,
  resetPerEmail: 5,
  resetCodePerIp: 20,
  emailPreferencePerIp: 30,
  // A browser sends a batch every few page views; a whole office behind one address stays well under this.
  analyticsPerIp: 600,
  chatPerAccount: 20,
  photoUploadsPerAccount: 20,
  chatWindowMs: 60_000,
};

export type Limiter = preHandlerAsyncHookHandler;
type Limiters = Record<
  | 'signupIp'
  | 'loginIp'
  | 'resetIp'
  | 'resetEmail'
  | 'resetCodeIp'
  | 'emailPreferenceIp'
  | 'analyticsIp'
  | 'chatAccount'
  | 'photoUploadAccount',
  Limiter
>;

declare module 'fastify' {
  interface FastifyInstance {
    limiters: Limiters;
    loginThrottle: LoginThrottle;
  }
}

const bodyEmail = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.toLowerCase() : '';
};

/**
 * Counters in Redis when REDIS_URL is set (shared by every instance), falling back to this process while Redis
 * does not answer; in this process only otherwise.
 */
async function counterStore(app: FastifyInstance): Promise<CounterStore> {
  const memory = createMemoryCounterStore();
  const url = app.ctx.config.REDIS_URL;
  if (!url || !app.ctx.rateLimits.enabled) return memory;
  const redis = createCounterRedis(url, app.ctx.config.REDIS_TIMEOUT_MS);
  app.addHook('onClose', async () => closeCounterRedis(redis));
  await firstConnection(redis);
  const linkUp = app.ctx.metrics.redisLinkUp.labels({ link: 'counters' });
  const startDegraded = redis.status !== 'ready';
  linkUp.set(startDegraded ? 0 : 1);
  return createFallbackCounterStore(
    createRedisCounterStore(redis, 'cj-rate-limit:'),
    memory,
    {
      warn: (details, message) => app.log.warn(details, message),
      info: (message) => app.log.info(message),
    },
    { startDegraded, onSwitch: (up) => linkUp.set(up ? 1 : 0) },
  );
}

/** Per-IP and per-e-mail limits on the calls attackers like, and the login protection. */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const { rateLimits } = app.ctx;
    const store = await counterStore(app);

    const noop: Limiter = async () => {};
    // Each limiter is its own hook, so several can guard one route.
    const limiter = (
      name: string,
      max: number,
      key: (request: FastifyRequest) => string,
      windowMs = rateLimits.windowMs,
    ): Limiter => {
      if (!rateLimits.enabled) return noop;
      return async (request, reply) => {
        const { count, resetInMs } = await store.increment(`${name}:${key(request)}`, windowMs);
        if (count > max) {
          reply.header('retry-after', String(Math.max(1, Math.ceil(resetInMs / 1000))));
          throw new HttpError(429, GENERIC_MESSAGES.rateLimited);
        }
      };
    };

    app.decorate('loginThrottle', createLoginThrottle(store, rateLimits));
    app.decorate('limiters', {
      signupIp: limiter('signup-ip', rateLimits.signupPerIp, (request) => request.ip),
      loginIp: limiter('login-ip', rateLimits.loginPerIp, (request) => request.ip),
      resetIp: limiter('reset-ip', rateLimits.resetPerIp, (request) => request.ip),
      resetEmail: limiter('reset-email', rateLimits.resetPerEmail, bodyEmail),
      resetCodeIp: limiter('reset-code-ip', rateLimits.resetCodePerIp, (request) => request.ip),
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
