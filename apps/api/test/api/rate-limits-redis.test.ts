import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import { GENERIC_MESSAGES } from '@cj/shared/errors';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimitSettings } from '../../src/lib/rate-limit-settings';
import { uniqueEmail } from '../accounts-helpers';
import { requiredEnv } from '../required-env';
import { createTestApp, type TestApp } from '../test-app';

const redisUrl = requiredEnv('TEST_REDIS_URL');

/** Two API instances counting through one Redis with these limits, closed after the describe block. */
function twoInstancesOverRedis(limits: Partial<RateLimitSettings>): TestApp[] {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      apps.push(
        await createTestApp({
          env: { REDIS_URL: redisUrl },
          rateLimits: { enabled: true, delay: async () => {}, ...limits },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  return apps;
}

// Two API instances with one Redis share their counters, as several instances behind a load balancer must.
describe('rate limits shared through Redis', () => {
  const apps = twoInstancesOverRedis({
    signupPerIp: 3,
    windowMs: 60_000,
    loginFailuresPerAccountAndIp: 2,
  });
  const prefix = `10.9.${process.pid % 250}.`;

  it('counts signups from one address across both instances, in a Redis count that ends with its window', async () => {
    const ip = `${prefix}${Date.now() % 250}`;
    const statuses: number[] = [];
    let retryAfter = '';
    for (let i = 0; i < 4; i++) {
      const response = await apps[i % 2]!.app.inject({
        method: 'POST',
        url: '/api/account/signup',
        remoteAddress: ip,
        payload: {
          firstName: 'R',
          lastName: 'D',
          email: uniqueEmail('redis'),
          password: 'correct horse battery',
          confirmPassword: 'correct horse battery',
          rulesAccepted: true,
        },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toBe(GENERIC_MESSAGES.rateLimited);
        retryAfter = String(response.headers['retry-after']);
      }
    }
    expect(statuses).toEqual([206, 206, 206, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    const redis = new Redis(redisUrl);
    try {
      const key = `cj-rate-limit:signup-ip:${ip}`;
      expect(await redis.get(key)).toBe('4');
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      redis.disconnect();
    }
  });

  it('counts login failures of one account from one address across both instances, and a success clears them', async () => {
    const ip = `${prefix}${(Date.now() + 1) % 250}`;
    const password = 'correct horse battery';
    const email = uniqueEmail('redis-login');
    // Each test instance has its own database: the account is created in both.
    for (const instance of apps) {
      const signup = await instance.app.inject({
        method: 'POST',
        url: '/api/account/signup',
        remoteAddress: `${prefix}251`,
        payload: {
          firstName: 'R',
          lastName: 'D',
          email,
          password,
          confirmPassword: password,
          rulesAccepted: true,
        },
      });
      expect(signup.statusCode).toBe(206);
    }
    const login = (instance: number, attempt: string) =>
      apps[instance]!.app.inject({
        method: 'POST',
        url: '/api/account/login',
        remoteAddress: ip,
        payload: { email, password: attempt },
      });
    expect((await login(0, 'wrong-password')).statusCode).toBe(400);
    expect((await login(1, password)).statusCode).toBe(206);
    expect((await login(0, 'wrong-password')).statusCode).toBe(400);
    expect((await login(1, 'wrong-password')).statusCode).toBe(400);
    expect((await login(0, password)).statusCode).toBe(429);
  });
});

describe('login protection under parallel guesses, counted in Redis', () => {
  const apps = twoInstancesOverRedis({
    loginPerIp: 1000,
    loginFailuresPerAccountAndIp: 10,
    loginFailuresPerIp: 30,
  });

  it('lets exactly 10 of 40 parallel wrong passwords over two instances reach the password check', async () => {
    const ip = `10.8.${process.pid % 250}.${Date.now() % 250}`;
    // An unknown e-mail answers as a wrong password does, and counts the same, on both instances' databases.
    const email = uniqueEmail('parallel-guesses');
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        apps[i % 2]!.app.inject({
          method: 'POST',
          url: '/api/account/login',
          remoteAddress: ip,
          payload: { email, password: 'not-the-password' },
        }),
      ),
    );
    const messages = responses.map((response) => `${response.statusCode} ${response.json().message}`);
    expect(messages.filter((m) => m === `400 ${ACCOUNT_MESSAGES.invalidCredentials}`)).toHaveLength(10);
    expect(messages.filter((m) => m === `429 ${GENERIC_MESSAGES.rateLimited}`)).toHaveLength(30);
  });
});
