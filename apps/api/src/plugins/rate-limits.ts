import { GENERIC_MESSAGES } from '@cj/shared/errors';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { followCounterLink } from '../lib/counters/counter-link';
import { type Counters, countOne, memoryCounters, redisCounters } from '../lib/counters/counters';
import { closeCounterRedis, connectCounterRedis, createCounterRedis } from '../lib/counters/redis-client';
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
  // A card drawn anew costs tens of milliseconds of CPU; link previews and a player's friends stay well under this.
  shareCardPerIp: 300,
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
  | 'shareCardIp'
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
 * Counters in Redis when REDIS_URL is set (shared by every instance), in this process while Redis does not answer;
 * in this process only otherwise.
 */
async function countersOf(app: FastifyInstance): Promise<Counters> {
  const url = app.ctx.config.REDIS_URL;
  if (!url || !app.ctx.rateLimits.enabled) return memoryCounters();
  const redis = createCounterRedis(url, app.ctx.config.REDIS_TIMEOUT_MS);
  app.addHook('onClose', async () => closeCounterRedis(redis));
  await connectCounterRedis(redis);
  const linkUp = app.ctx.metrics.redisLinkUp.labels({ link: 'counters' });
  followCounterLink(redis, {
    onChange: (up) => linkUp.set(up ? 1 : 0),
    warn: (message) => app.log.warn(message),
    info: (message) => app.log.info(message),
  });
  return redisCounters(redis);
}

/** Per-IP and per-e-mail limits on the calls attackers like, and the login protection. */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const { rateLimits } = app.ctx;
    const counters = await countersOf(app);

    const noop: Limiter = async () => {};
    // Each limiter is its own hook, so several can guard one route.
    const limiter = (
      name: string,
      points: number,
      key: (request: FastifyRequest) => string,
      windowMs = rateLimits.windowMs,
    ): Limiter => {
      if (!rateLimits.enabled) return noop;
      const counted = counters.limiter({ name, points, windowMs });
      return async (request, reply) => {
        const refused = await countOne(counted, key(request));
        if (refused) {
          reply.header('retry-after', String(Math.max(1, Math.ceil(refused.retryInMs / 1000))));
          throw new HttpError(429, GENERIC_MESSAGES.rateLimited);
        }
      };
    };

    app.decorate('loginThrottle', createLoginThrottle(counters, rateLimits));
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
      shareCardIp: limiter('share-card-ip', rateLimits.shareCardPerIp, (request) => request.ip),
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
