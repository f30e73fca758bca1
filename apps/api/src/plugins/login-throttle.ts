import { GENERIC_MESSAGES } from '@cj/shared/errors';
import type { CounterStore } from '../lib/counters/counter-store';
import { HttpError } from '../lib/http-errors';
import type { LoginThrottleSettings } from '../lib/rate-limit-settings';

export interface LoginAttempt {
  email: string;
  ip: string;
}

/**
 * Login protection by failures (issue 10, finding 2): an address that guesses one account's password, or many
 * accounts' passwords, is refused for the window; an account guessed at from many addresses is only slowed down,
 * so its owner is never shut out. A successful login clears the account's counters.
 */
export interface LoginThrottle {
  /** Before the password is checked: 429 for a limited pair or address, else wait out the account's slow-down. */
  admit(attempt: LoginAttempt): Promise<void>;
  failed(attempt: LoginAttempt): Promise<void>;
  succeeded(attempt: LoginAttempt): Promise<void>;
}

/** How long a login to an account with `failures` recent failures waits: 0, then doubling steps up to the cap. */
export function loginSlowdownMs(failures: number, settings: LoginThrottleSettings): number {
  if (failures < settings.loginSlowdownAfter) return 0;
  const doublings = Math.min(failures - settings.loginSlowdownAfter, 30);
  return Math.min(settings.loginSlowdownStepMs * 2 ** doublings, settings.loginSlowdownMaxMs);
}

const keysOf = ({ email, ip }: LoginAttempt) => {
  const account = email.trim().toLowerCase();
  return {
    pair: `login-failures-pair:${ip} ${account}`,
    ip: `login-failures-ip:${ip}`,
    account: `login-failures-account:${account}`,
  };
};

export function createLoginThrottle(store: CounterStore, settings: LoginThrottleSettings): LoginThrottle {
  if (!settings.enabled) {
    const none = async () => {};
    return { admit: none, failed: none, succeeded: none };
  }
  return {
    async admit(attempt) {
      const keys = keysOf(attempt);
      const [pair, ip, account] = await Promise.all([
        store.read(keys.pair),
        store.read(keys.ip),
        store.read(keys.account),
      ]);
      if (pair >= settings.loginFailuresPerAccountAndIp || ip >= settings.loginFailuresPerIp) {
        throw new HttpError(429, GENERIC_MESSAGES.rateLimited);
      }
      const wait = loginSlowdownMs(account, settings);
      if (wait > 0) await settings.delay(wait);
    },
    async failed(attempt) {
      const keys = keysOf(attempt);
      await Promise.all([
        store.increment(keys.pair, settings.windowMs),
        store.increment(keys.ip, settings.windowMs),
        store.increment(keys.account, settings.windowMs),
      ]);
    },
    async succeeded(attempt) {
      const keys = keysOf(attempt);
      await Promise.all([store.clear(keys.pair), store.clear(keys.account)]);
    },
  };
}
