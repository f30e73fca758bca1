import { describe, expect, it } from 'vitest';
import { SMTP_TIMEOUTS_MS } from './mailer';
import { defaultOutboxSettings, retryDelayMs } from './outbox';

describe('retryDelayMs', () => {
  it('doubles from 30 seconds after each failed attempt and stops growing at an hour', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((attempt) =>
      retryDelayMs(defaultOutboxSettings, attempt),
    );
    expect(delays).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it('holds a claimed message longer than one SMTP send can take, so no other worker sends it meanwhile', () => {
    const longestSend = Object.values(SMTP_TIMEOUTS_MS).reduce((sum, ms) => sum + ms, 0);
    expect(defaultOutboxSettings.leaseMs).toBeGreaterThan(longestSend);
  });
});
