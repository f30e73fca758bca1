import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContestFormat } from '../enums';
import { PLAY_MESSAGES } from '../plays';
import { checkStake, MINIMUM_STAKE_CENTS, minimumStakeCents, WIN_STAKE_CENTS } from './stakes';

const bankroll = (input: { amountCents: number; minWagerAmountCents?: number; bankrollCents?: number }) =>
  checkStake({
    format: ContestFormat.WinBankroll,
    minWagerAmountCents: 0,
    bankrollCents: 100_000,
    ...input,
  });

describe('the spec messages', () => {
  it('are exactly the spec texts', () => {
    expect(PLAY_MESSAGES.belowTwoDollars).toBe('Wager amount must be at least $2.00.');
    expect(PLAY_MESSAGES.belowMinimum).toBe('Wager amount is below the minimum.');
    expect(PLAY_MESSAGES.insufficientFunds).toBe('Insufficient funds in bankroll for this wager.');
    expect(PLAY_MESSAGES.amountNotANumber).toBe('Amount must be a number.');
  });
});

describe('minimumStakeCents', () => {
  it('is the race minimum, or $2 when that is 0', () => {
    expect(MINIMUM_STAKE_CENTS).toBe(200);
    expect(minimumStakeCents(0)).toBe(200);
    expect(minimumStakeCents(-100)).toBe(200);
    expect(minimumStakeCents(500)).toBe(500);
    expect(minimumStakeCents(100)).toBe(100);
  });
});

describe('checkStake in the Win format', () => {
  it('always stakes $2 and spends no bankroll, whatever the amount and bankroll', () => {
    expect(WIN_STAKE_CENTS).toBe(200);
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer(),
        fc.integer(),
        (amountCents, minWagerAmountCents, bankrollCents) => {
          expect(
            checkStake({ format: ContestFormat.Win, amountCents, minWagerAmountCents, bankrollCents }),
          ).toEqual({ ok: true, stakeCents: 200, bankrollSpentCents: 0 });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('ignores an amount that is not a number', () => {
    expect(
      checkStake({
        format: ContestFormat.Win,
        amountCents: Number.NaN,
        minWagerAmountCents: 0,
        bankrollCents: 0,
      }),
    ).toEqual({ ok: true, stakeCents: 200, bankrollSpentCents: 0 });
  });
});

describe('checkStake in the WinBankroll format', () => {
  it('takes a stake at the $2 default minimum from the bankroll', () => {
    expect(bankroll({ amountCents: 200 })).toEqual({ ok: true, stakeCents: 200, bankrollSpentCents: 200 });
  });

  it('takes any stake above the minimum up to the whole bankroll', () => {
    expect(bankroll({ amountCents: 5_050, bankrollCents: 5_050 })).toEqual({
      ok: true,
      stakeCents: 5_050,
      bankrollSpentCents: 5_050,
    });
  });

  it("says 'must be at least $2.00' below $2 when the race minimum is 0", () => {
    expect(bankroll({ amountCents: 199 })).toEqual({
      ok: false,
      message: 'Wager amount must be at least $2.00.',
    });
    expect(bankroll({ amountCents: 0 })).toEqual({
      ok: false,
      message: 'Wager amount must be at least $2.00.',
    });
    expect(bankroll({ amountCents: -500 })).toEqual({
      ok: false,
      message: 'Wager amount must be at least $2.00.',
    });
  });

  it("says 'below the minimum' under a race minimum above 0", () => {
    expect(bankroll({ amountCents: 999, minWagerAmountCents: 1_000 })).toEqual({
      ok: false,
      message: 'Wager amount is below the minimum.',
    });
    expect(bankroll({ amountCents: 1_000, minWagerAmountCents: 1_000 })).toEqual({
      ok: true,
      stakeCents: 1_000,
      bankrollSpentCents: 1_000,
    });
  });

  it('lets a race minimum below $2 allow a smaller stake', () => {
    expect(bankroll({ amountCents: 100, minWagerAmountCents: 100 })).toEqual({
      ok: true,
      stakeCents: 100,
      bankrollSpentCents: 100,
    });
  });

  it("says 'Insufficient funds' above the bankroll, and how much is left", () => {
    expect(bankroll({ amountCents: 1_001, bankrollCents: 1_000 })).toEqual({
      ok: false,
      message: 'Insufficient funds in bankroll for this wager. The bankroll has $10.00 left.',
    });
    expect(bankroll({ amountCents: 200, bankrollCents: 0 })).toEqual({
      ok: false,
      message: 'Insufficient funds in bankroll for this wager. The bankroll has $0.00 left.',
    });
  });

  it('reports the minimum before the bankroll when both fail', () => {
    expect(bankroll({ amountCents: 150, bankrollCents: 100 })).toEqual({
      ok: false,
      message: 'Wager amount must be at least $2.00.',
    });
    expect(bankroll({ amountCents: 400, minWagerAmountCents: 500, bankrollCents: 300 })).toEqual({
      ok: false,
      message: 'Wager amount is below the minimum.',
    });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 250.5])(
    "says 'Amount must be a number.' for %d cents",
    (amount) => {
      expect(bankroll({ amountCents: amount })).toEqual({ ok: false, message: 'Amount must be a number.' });
    },
  );

  it('accepts exactly the amounts between the minimum and the bankroll', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000, max: 50_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (amountCents, minWagerAmountCents, bankrollCents) => {
          const result = checkStake({
            format: ContestFormat.WinBankroll,
            amountCents,
            minWagerAmountCents,
            bankrollCents,
          });
          const minimum = minWagerAmountCents === 0 ? 200 : minWagerAmountCents;
          if (amountCents >= minimum && amountCents <= bankrollCents) {
            expect(result).toEqual({ ok: true, stakeCents: amountCents, bankrollSpentCents: amountCents });
          } else {
            expect(result.ok).toBe(false);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('checkStake without a format', () => {
  it('refuses every play', () => {
    expect(
      checkStake({
        format: ContestFormat.None,
        amountCents: 200,
        minWagerAmountCents: 0,
        bankrollCents: 1_000,
      }),
    ).toEqual({ ok: false, message: PLAY_MESSAGES.noFormat });
  });
});
