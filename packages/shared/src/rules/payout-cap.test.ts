import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cappedPayoffCents, cappedPlayReturnCents, isPayoffCapped } from './payout-cap';

describe('payout caps', () => {
  it('scores the lesser of the payoff and the cap; no cap scores the payoff', () => {
    expect(cappedPayoffCents(5_000, 4_200)).toBe(4_200);
    expect(cappedPayoffCents(840, 4_200)).toBe(840);
    expect(cappedPayoffCents(5_000, null)).toBe(5_000);
    expect(isPayoffCapped(5_000, 4_200)).toBe(true);
    expect(isPayoffCapped(4_200, 4_200)).toBe(false);
    expect(isPayoffCapped(5_000, null)).toBe(false);
  });

  it('returns the capped payoff × stake / $2 (a $50.00 winner capped at $42.00 on $10 returns $210.00)', () => {
    expect(cappedPlayReturnCents(5_000, 1_000, 4_200)).toBe(21_000);
    expect(cappedPlayReturnCents(5_000, 200, 4_200)).toBe(4_200);
    expect(cappedPlayReturnCents(850, 333, 4_200)).toBe(1_415);
  });

  it('agrees with the reference: floor(min(payoff, cap) × stake / 200), exactly, for any amounts', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(
        cents,
        cents,
        fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
        (p, s, cap) => {
          const scored = cap === null || p <= cap ? p : cap;
          const reference = Number((BigInt(scored) * BigInt(s)) / 200n);
          expect(cappedPlayReturnCents(p, s, cap)).toBe(reference);
          expect(cappedPlayReturnCents(p, s, cap)).toBeLessThanOrEqual(cappedPlayReturnCents(p, s, null));
        },
      ),
    );
  });
});
