import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../accounts-helpers';
import { createTestApp, type TestApp } from '../test-app';

/** The balancer's own address: every request reaches the API from it. */
const PROXY = '10.9.0.2';
const randomAddress = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const signup = (t: TestApp, forwardedFor: string) => {
  const password = 'Saddle-cloth 7 at Keeneland';
  return t.app.inject({
    method: 'POST',
    url: '/api/account/signup',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: {
      firstName: 'Pat',
      lastName: 'Proxy',
      email: uniqueEmail('proxy'),
      password,
      confirmPassword: password,
      rulesAccepted: true,
    },
  });
};

/** Signs up `times` times with a spoofed leftmost address in front of the client's, and returns the statuses. */
const spoofed = async (t: TestApp, client: string, times: number) => {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++)
    statuses.push((await signup(t, `${randomAddress()}, ${client}`)).statusCode);
  return statuses;
};

describe.each([
  ['1', 'one hop'],
  ['true', 'true, read as one hop'],
  [`${PROXY}`, 'the proxy by address'],
  ['10.9.0.0/16', 'the proxy by CIDR range'],
])('TRUST_PROXY=%s (%s)', (setting) => {
  it('counts the per-address signup limit against the address the proxy saw, whatever the client puts first', async () => {
    const t = await createTestApp({
      env: { TRUST_PROXY: setting },
      rateLimits: { enabled: true, signupPerIp: 2 },
    });
    try {
      expect(await spoofed(t, '203.0.113.7', 3)).toEqual([206, 206, 429]);
      // Another client behind the same proxy has its own count.
      expect(await spoofed(t, '203.0.113.8', 1)).toEqual([206]);
    } finally {
      await t.close();
    }
  });
});

describe('TRUST_PROXY=2 (two hops)', () => {
  it('takes the address the outer proxy saw', async () => {
    const t = await createTestApp({
      env: { TRUST_PROXY: '2' },
      rateLimits: { enabled: true, signupPerIp: 2 },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await signup(t, `${randomAddress()}, 203.0.113.7, 10.9.0.1`)).statusCode);
      expect(statuses).toEqual([206, 206, 429]);
      expect((await signup(t, `${randomAddress()}, 203.0.113.8, 10.9.0.1`)).statusCode).toBe(206);
    } finally {
      await t.close();
    }
  });
});

describe('TRUST_PROXY=false', () => {
  it('ignores X-Forwarded-For: every request counts against the connecting address', async () => {
    const t = await createTestApp({ rateLimits: { enabled: true, signupPerIp: 2 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await signup(t, randomAddress())).statusCode);
      expect(statuses).toEqual([206, 206, 429]);
    } finally {
      await t.close();
    }
  });
});
