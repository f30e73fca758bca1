import { GENERIC_MESSAGES } from '@cj/shared/errors';
import { type Counters, countOne } from '../lib/counters/counters';
import { HttpError } from '../lib/http-errors';
import type { LoginThrottleSettings } from '../lib/rate-limit-settings';

interface LoginAttempt {
  email: string;
  ip: string;
}

/**
 * Login protection by failures: an address that guesses one account's password, or many accounts' passwords, is
 * refused for the window; an account guessed at from many addresses is only slowed down, so its owner is never
 * shut out. A successful login clears the account's counters.
 *
 * The address's counts are taken before the password is checked, in one atomic increment each (a Redis script, or
 * this process's counter), and kept when the password is wrong: checking a count read earlier let 40 parallel
 * guesses all pass a limit of 10. An attempt that ends otherwise gives its counts back.
 */
export interface LoginThrottle {
  /** Before the password is checked: counts the attempt, 429 past a limit, else waits out the account's slow-down. */
  admit(attempt: LoginAttempt): Promise<void>;
  /** A wrong password: the attempt's counts stand, and the account's slow-down grows. */
  failed(attempt: LoginAttempt): Promise<void>;
  /** The right password: clears the account's counts and gives back the address's. */
  succeeded(attempt: LoginAttempt): Promise<void>;
  /** The check ended without an answer on the password (an error): gives the attempt's counts back. */
  abandoned(attempt: LoginAttempt): Promise<void>;
}

/** How long a login to an account with `failures` recent failures waits: 0, then doubling steps up to the cap. */
function loginSlowdownMs(failures: number, settings: LoginThrottleSettings): number {
  if (failures < settings.loginSlowdownAfter) return 0;
  const doublings = Math.min(failures - settings.loginSlowdownAfter, 30);
  return Math.min(settings.loginSlowdownStepMs * 2 ** doublings, settings.loginSlowdownMaxMs);
}

const keysOf = ({ email, ip }: LoginAttempt) => {
  const account = email.trim().toLowerCase();
  return { pair: `${ip} ${account}`, ip, account };
};

export function createLoginThrottle(counters: Counters, settings: LoginThrottleSettings): LoginThrottle {
  if (!settings.enabled) {
    const none = async () => {};
    return { admit: none, failed: none, succeeded: none, abandoned: none };
  }
  const { windowMs } = settings;
  const pairs = counters.limiter({
    name: 'login-failures-pair',
    points: settings.loginFailuresPerAccountAndIp,
    windowMs,
  });
  const addresses = counters.limiter({
    name: 'login-failures-ip',
    points: settings.loginFailuresPerIp,
    windowMs,
  });
  // Only added to and read, never consumed: past its points an account is slowed down, not refused.
  const accounts = counters.limiter({
    name: 'login-failures-account',
    points: settings.loginSlowdownAfter,
    windowMs,
  });
  const refuse = () => new HttpError(429, GENERIC_MESSAGES.rateLimited);
  return {
    async admit(attempt) {
      const keys = keysOf(attempt);
      // A refused attempt keeps its count: refusals never reach the password, and the window does not grow.
      if (await countOne(pairs, keys.pair)) throw refuse();
      if (await countOne(addresses, keys.ip)) throw refuse();
      const failures = (await accounts.get(keys.account))?.consumedPoints ?? 0;
      const wait = loginSlowdownMs(failures, settings);
      if (wait > 0) await settings.delay(wait);
    },
    async failed(attempt) {
      await accounts.penalty(keysOf(attempt).account);
    },
    async succeeded(attempt) {
      const keys = keysOf(attempt);
      await Promise.all([
        counters.forget(pairs, keys.pair),
        counters.forget(accounts, keys.account),
        addresses.reward(keys.ip),
      ]);
    },
    async abandoned(attempt) {
      const keys = keysOf(attempt);
      await Promise.all([pairs.reward(keys.pair), addresses.reward(keys.ip)]);
    },
  };
}
