import { GENERIC_MESSAGES } from '@cj/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../accounts-helpers';
import { requiredEnv } from '../required-env';
import { createTestApp, type TestApp } from '../test-app';

const redisUrl = requiredEnv('TEST_REDIS_URL');

// Two API instances with one Redis share their counters, as several instances behind a load balancer must.
describe('rate limits shared through Redis', () => {
  const apps: TestApp[] = [];
  const prefix = `10.9.${process.pid % 250}.`;

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      apps.push(
        await createTestApp({
          env: { REDIS_URL: redisUrl },
          rateLimits: { enabled: true, signupPerIp: 3, windowMs: 60_000 },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('counts signups from one address across both instances', async () => {
    const ip = `${prefix}${Date.now() % 250}`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await apps[i % 2]!.app.inject({
        method: 'POST',
        url: '/api/account/signup',
        remoteAddress: ip,
        payload: {
          firstName: 'R',
          lastName: 'D',
          email: uniqueEmail('redis'),
          password: 'password-123',
          confirmPassword: 'password-123',
        },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toBe(GENERIC_MESSAGES.rateLimited);
    }
    expect(statuses).toEqual([206, 206, 206, 429]);
  });
});
