import { GENERIC_MESSAGES } from '@cj/shared/errors';
import { beforeEach, describe, expect, it } from 'vitest';
import { signupAccount, type TestAccount } from '../accounts-helpers';
import { useTestApp } from '../test-app';

/** The slow-downs the app asked for, instead of sleeping through them. */
const delays: number[] = [];

const t = useTestApp({
  rateLimits: {
    enabled: true,
    loginPerIp: 1000,
    loginFailuresPerAccountAndIp: 3,
    loginFailuresPerIp: 8,
    loginSlowdownAfter: 2,
    loginSlowdownStepMs: 250,
    loginSlowdownMaxMs: 1000,
    delay: async (ms) => void delays.push(ms),
  },
});

beforeEach(() => {
  delays.length = 0;
});

let ipSequence = 0;
const freshIp = () => `10.20.${Math.floor(ipSequence / 250)}.${(ipSequence++ % 250) + 1}`;

const login = (ip: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    remoteAddress: ip,
    payload: { email, password },
  });

const fail = (ip: string, player: TestAccount) => login(ip, player.email, 'not-the-password');

describe('login protection', () => {
  it('lets the owner in from another address after many wrong passwords from one (no lock-out)', async () => {
    const player = await signupAccount(t.app);
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) await fail(attacker, player);
    const owner = await login(freshIp(), player.email, player.password);
    expect(owner.statusCode).toBe(206);
  });

  it('answers 429 to an address after N wrong passwords for one account, even with the right one', async () => {
    const player = await signupAccount(t.app);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await fail(ip, player)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const right = await login(ip, player.email, player.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(GENERIC_MESSAGES.rateLimited);
    // The pair is limited, not the address: another account from it still logs in.
    const other = await signupAccount(t.app);
    expect((await login(ip, other.email, other.password)).statusCode).toBe(206);
  });

  it('answers 429 to an address after M wrong passwords across accounts (credential stuffing)', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      statuses.push((await login(ip, `stuffed${i}.${Date.now()}@example.com`, 'leaked-password')).statusCode);
    }
    expect(statuses.slice(0, 8).every((status) => status === 400)).toBe(true);
    expect(statuses[8]).toBe(429);
    const player = await signupAccount(t.app);
    expect((await login(ip, player.email, player.password)).statusCode).toBe(429);
    expect((await login(freshIp(), player.email, player.password)).statusCode).toBe(206);
  });

  it('counts only failures: a success clears the counters of the account and of its pair with the address', async () => {
    const player = await signupAccount(t.app);
    const ip = freshIp();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++) expect((await fail(ip, player)).statusCode).toBe(400);
      expect((await login(ip, player.email, player.password)).statusCode).toBe(206);
    }
    // Each success came after two failures (one step of slow-down), never more: the counters started over.
    expect(delays).toEqual([250, 250, 250]);
  });

  it('slows an account down as failures from many addresses add up, capped, and never refuses it', async () => {
    const player = await signupAccount(t.app);
    for (let i = 0; i < 7; i++) expect((await fail(freshIp(), player)).statusCode).toBe(400);
    // Failures 1–2 are free, then 250, 500, 1000 and the cap of 1000 ms.
    expect(delays).toEqual([250, 500, 1000, 1000, 1000]);
    delays.length = 0;
    expect((await login(freshIp(), player.email, player.password)).statusCode).toBe(206);
    expect(delays).toEqual([1000]);
    delays.length = 0;
    expect((await login(freshIp(), player.email, player.password)).statusCode).toBe(206);
    expect(delays).toEqual([]);
  });

  it('treats the e-mail case-insensitively', async () => {
    const player = await signupAccount(t.app);
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await login(ip, player.email.toUpperCase(), 'not-the-password');
    expect((await login(ip, player.email, player.password)).statusCode).toBe(429);
  });
});
