import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PrizeType } from '../enums';
import { type PrizeInput, splitPrizes } from './prizes';
import { rankPlayers } from './ranking';

type Prize = PrizeInput & { id: number };
type Entry = { id: string; rank: number; enrollmentOrder: number };

let nextPrizeId = 1;
const prize = (placement: number, valueCents: number, type: PrizeType = PrizeType.Cash): Prize => ({
  id: nextPrizeId++,
  placement,
  type,
  valueCents,
  label: `${placement} ${type}`,
});
const entry = (id: string, rank: number, enrollmentOrder: number): Entry => ({ id, rank, enrollmentOrder });

/** entryId → cash cents, for the entries that win something. */
const cashOf = (prizes: Prize[], entries: Entry[]) =>
  Object.fromEntries(splitPrizes(prizes, entries).map((award) => [award.entryId, award.cashCents]));

describe('splitPrizes without ties', () => {
  it('gives each placement its prize', () => {
    const first = prize(1, 10_000);
    const second = prize(2, 5_000);
    const third = prize(3, 2_500, PrizeType.Merchandise);
    const awards = splitPrizes(
      [third, first, second],
      [entry('a', 1, 3), entry('b', 2, 1), entry('c', 3, 2)],
    );
    expect(awards).toEqual([
      {
        entryId: 'a',
        rank: 1,
        placements: [1],
        coWinners: 1,
        shares: [{ prize: first, valueCents: 10_000 }],
        cashCents: 10_000,
      },
      {
        entryId: 'b',
        rank: 2,
        placements: [2],
        coWinners: 1,
        shares: [{ prize: second, valueCents: 5_000 }],
        cashCents: 5_000,
      },
      {
        entryId: 'c',
        rank: 3,
        placements: [3],
        coWinners: 1,
        shares: [{ prize: third, valueCents: 2_500 }],
        cashCents: 0,
      },
    ]);
  });

  it('gives nothing to entries beyond the prizes, nor for a placement without a prize', () => {
    const entries = [entry('a', 1, 1), entry('b', 2, 2), entry('c', 3, 3), entry('d', 4, 4)];
    expect(cashOf([prize(1, 10_000), prize(3, 2_000)], entries)).toEqual({ a: 10_000, c: 2_000 });
  });

  it('gives every prize of a placement (cash and merchandise for first)', () => {
    const cash = prize(1, 10_000);
    const jacket = prize(1, 15_000, PrizeType.Merchandise);
    const [award] = splitPrizes([cash, jacket], [entry('a', 1, 1)]);
    expect(award!.shares).toEqual([
      { prize: cash, valueCents: 10_000 },
      { prize: jacket, valueCents: 15_000 },
    ]);
    expect(award!.cashCents).toBe(10_000);
  });

  it('returns nothing without prizes or without entries', () => {
    expect(splitPrizes([], [entry('a', 1, 1)])).toEqual([]);
    expect(splitPrizes([prize(1, 100)], [])).toEqual([]);
  });
});

describe('splitPrizes with ties', () => {
  it('splits first + second prizes between two tied for first', () => {
    const entries = [entry('a', 1, 1), entry('b', 1, 2), entry('c', 3, 3)];
    expect(cashOf([prize(1, 10_000), prize(2, 5_000), prize(3, 2_500)], entries)).toEqual({
      a: 7_500,
      b: 7_500,
      c: 2_500,
    });
  });

  it('combines second + third prizes for a tie for second', () => {
    const entries = [entry('a', 1, 1), entry('b', 2, 2), entry('c', 2, 3), entry('d', 4, 4)];
    expect(cashOf([prize(1, 10_000), prize(2, 5_000), prize(3, 3_000), prize(4, 1_000)], entries)).toEqual({
      a: 10_000,
      b: 4_000,
      c: 4_000,
      d: 1_000,
    });
  });

  it('lists the placements and co-winners of a tie', () => {
    const awards = splitPrizes([prize(2, 900)], [entry('a', 1, 1), entry('b', 2, 2), entry('c', 2, 3)]);
    expect(awards.map(({ entryId, placements, coWinners }) => ({ entryId, placements, coWinners }))).toEqual([
      { entryId: 'b', placements: [2, 3], coWinners: 2 },
      { entryId: 'c', placements: [2, 3], coWinners: 2 },
    ]);
  });

  it('gives the remainder cent to the earlier-enrolled entries, whatever the order given', () => {
    const entries = [entry('late', 1, 30), entry('early', 1, 10), entry('middle', 1, 20)];
    expect(cashOf([prize(1, 10_000)], entries)).toEqual({ early: 3_334, middle: 3_333, late: 3_333 });
    expect(cashOf([prize(1, 10_001)], entries)).toEqual({ early: 3_334, middle: 3_334, late: 3_333 });
    expect(cashOf([prize(1, 10_002)], entries)).toEqual({ early: 3_334, middle: 3_334, late: 3_334 });
  });

  it('orders the awards of a tie by enrollment', () => {
    const entries = [entry('late', 1, 30), entry('early', 1, 10)];
    expect(splitPrizes([prize(1, 100)], entries).map((award) => award.entryId)).toEqual(['early', 'late']);
  });

  it('breaks equal enrollment orders by the order given', () => {
    expect(cashOf([prize(1, 101)], [entry('x', 1, 5), entry('y', 1, 5)])).toEqual({ x: 51, y: 50 });
  });

  it('pools the cash of the shared placements before rounding, so shares differ by at most a cent', () => {
    // Split prize by prize, 1st 10,001 and 2nd 5,001 would give the earlier entry 2 cents more (7,502 vs 7,500);
    // pooled, 15,002 is 7,501 each.
    const first = prize(1, 10_001);
    const second = prize(2, 5_001);
    const awards = splitPrizes([first, second], [entry('a', 1, 1), entry('b', 1, 2)]);
    expect(awards.map((award) => award.cashCents)).toEqual([7_501, 7_501]);
    expect(awards.map((award) => award.shares.map((share) => share.valueCents))).toEqual([
      [5_001, 2_500],
      [5_000, 2_501],
    ]);
  });

  it('shares a tie that runs past the prizes only over the prized placements', () => {
    const entries = [
      entry('a', 1, 1),
      entry('b', 2, 2),
      entry('c', 2, 3),
      entry('d', 2, 4),
      entry('e', 2, 5),
    ];
    expect(cashOf([prize(1, 10_000), prize(2, 6_000), prize(3, 2_001)], entries)).toEqual({
      a: 10_000,
      b: 2_001,
      c: 2_000,
      d: 2_000,
      e: 2_000,
    });
  });

  it('gives nothing to a tie below the last prize', () => {
    const entries = [
      entry('a', 1, 1),
      entry('b', 2, 2),
      entry('c', 3, 3),
      entry('d', 4, 4),
      entry('e', 4, 5),
    ];
    expect(cashOf([prize(1, 300), prize(2, 200), prize(3, 100)], entries)).toEqual({
      a: 300,
      b: 200,
      c: 100,
    });
  });

  it('can leave a co-winner a zero share of a tiny prize', () => {
    expect(cashOf([prize(1, 1)], [entry('a', 1, 1), entry('b', 1, 2)])).toEqual({ a: 1, b: 0 });
  });
});

describe('splitPrizes with non-cash prizes', () => {
  it('lists every tied entry as co-winner with a share of the value split like cash', () => {
    const cash = prize(1, 10_000);
    const buyIn = prize(2, 5_001, PrizeType.BuyIn);
    const awards = splitPrizes([cash, buyIn], [entry('b', 1, 2), entry('a', 1, 1)]);
    expect(awards).toEqual([
      {
        entryId: 'a',
        rank: 1,
        placements: [1, 2],
        coWinners: 2,
        shares: [
          { prize: cash, valueCents: 5_000 },
          { prize: buyIn, valueCents: 2_501 },
        ],
        cashCents: 5_000,
      },
      {
        entryId: 'b',
        rank: 1,
        placements: [1, 2],
        coWinners: 2,
        shares: [
          { prize: cash, valueCents: 5_000 },
          { prize: buyIn, valueCents: 2_500 },
        ],
        cashCents: 5_000,
      },
    ]);
  });

  it('pools each type apart, so a non-cash value never moves a cash cent', () => {
    const awards = splitPrizes(
      [prize(1, 1, PrizeType.Merchandise), prize(2, 1)],
      [entry('a', 1, 1), entry('b', 1, 2)],
    );
    expect(awards.map((award) => award.shares.map((share) => share.valueCents))).toEqual([
      [1, 1],
      [0, 0],
    ]);
  });
});

describe('splitPrizes placements', () => {
  it('places groups by the order of their ranks, even with dense or gapped ranks', () => {
    const prizes = [prize(1, 300), prize(2, 200), prize(3, 100)];
    expect(cashOf(prizes, [entry('a', 1, 1), entry('b', 1, 2), entry('c', 2, 3)])).toEqual({
      a: 250,
      b: 250,
      c: 100,
    });
    expect(cashOf(prizes, [entry('a', 1, 1), entry('b', 5, 2)])).toEqual({ a: 300, b: 200 });
  });

  it('awards no prize whose placement is not a positive integer or lies beyond the last entry', () => {
    expect(
      cashOf(
        [prize(0, 100), prize(-1, 100), prize(1.5, 100), prize(Number.NaN, 100), prize(3, 100)],
        [entry('a', 1, 1), entry('b', 2, 2)],
      ),
    ).toEqual({});
  });

  it('keeps every field of the prizes', () => {
    const first = prize(1, 100);
    expect(splitPrizes([first], [entry('a', 1, 1)])[0]!.shares[0]!.prize).toBe(first);
  });

  it.each([-1, 1.5, Number.NaN])('throws for a prize value of %d cents', (valueCents) => {
    expect(() => splitPrizes([prize(1, valueCents)], [entry('a', 1, 1)])).toThrow(RangeError);
  });
});

// ---- Properties against a brute-force reference ----

const TYPES = [PrizeType.Cash, PrizeType.BuyIn, PrizeType.Merchandise] as const;

const prizesArbitrary = fc.array(
  fc.record({
    placement: fc.integer({ min: 0, max: 9 }),
    type: fc.constantFrom(...TYPES),
    valueCents: fc.integer({ min: 0, max: 20_000 }),
  }),
  { maxLength: 8 },
);

const entriesArbitrary = fc.array(
  fc.record({ rank: fc.integer({ min: 1, max: 6 }), enrollmentOrder: fc.integer({ min: 0, max: 5 }) }),
  { maxLength: 10 },
);

function build(
  rawPrizes: { placement: number; type: PrizeType; valueCents: number }[],
  rawEntries: { rank: number; enrollmentOrder: number }[],
) {
  const prizes: Prize[] = rawPrizes.map((p, index) => ({ ...p, id: index, label: `#${index}` }));
  const entries: Entry[] = rawEntries.map((e, index) => ({ ...e, id: `e${index}` }));
  return { prizes, entries };
}

/** Straightforward reference: each entry on its own, from counting, per type. */
function reference(prizes: Prize[], entries: Entry[]) {
  const expected = new Map<string, { prizeIds: number[]; totals: Record<number, number> }>();
  entries.forEach((e, index) => {
    const better = entries.filter((other) => other.rank < e.rank).length;
    const group = entries
      .map((other, otherIndex) => ({ other, otherIndex }))
      .filter(({ other }) => other.rank === e.rank)
      .sort((a, b) => a.other.enrollmentOrder - b.other.enrollmentOrder || a.otherIndex - b.otherIndex);
    const position = group.findIndex(({ otherIndex }) => otherIndex === index);
    const k = group.length;
    const won = prizes
      .filter((p) => p.placement >= better + 1 && p.placement <= better + k)
      .sort((a, b) => a.placement - b.placement || a.id - b.id);
    if (won.length === 0) return;
    const totals: Record<number, number> = {};
    for (const type of TYPES) {
      const pool = won.filter((p) => p.type === type).reduce((sum, p) => sum + p.valueCents, 0);
      totals[type] = Math.floor(pool / k) + (position < pool % k ? 1 : 0);
    }
    expected.set(e.id, { prizeIds: won.map((p) => p.id), totals });
  });
  return expected;
}

describe('splitPrizes properties', () => {
  it('matches the brute-force reference for every entry', () => {
    fc.assert(
      fc.property(prizesArbitrary, entriesArbitrary, (rawPrizes, rawEntries) => {
        const { prizes, entries } = build(rawPrizes, rawEntries);
        const awards = splitPrizes(prizes, entries);
        const expected = reference(prizes, entries);
        expect(awards.map((award) => award.entryId).sort()).toEqual([...expected.keys()].sort());
        for (const award of awards) {
          const wanted = expected.get(award.entryId as string)!;
          expect(award.shares.map((share) => share.prize.id)).toEqual(wanted.prizeIds);
          for (const type of TYPES) {
            const total = award.shares
              .filter((share) => share.prize.type === type)
              .reduce((sum, share) => sum + share.valueCents, 0);
            expect(total).toBe(wanted.totals[type]);
          }
          expect(award.cashCents).toBe(wanted.totals[PrizeType.Cash]);
          expect(award.coWinners).toBe(entries.filter((e) => e.rank === award.rank).length);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('awards exactly the cash of the occupied placements, each prize in full, never a negative amount', () => {
    fc.assert(
      fc.property(prizesArbitrary, entriesArbitrary, (rawPrizes, rawEntries) => {
        const { prizes, entries } = build(rawPrizes, rawEntries);
        const awards = splitPrizes(prizes, entries);
        const occupied = prizes.filter((p) => p.placement >= 1 && p.placement <= entries.length);
        const cashPrizes = occupied.filter((p) => p.type === PrizeType.Cash);
        expect(awards.reduce((sum, award) => sum + award.cashCents, 0)).toBe(
          cashPrizes.reduce((sum, p) => sum + p.valueCents, 0),
        );
        for (const p of prizes) {
          const shares = awards.flatMap((award) => award.shares.filter((share) => share.prize === p));
          const given = shares.reduce((sum, share) => sum + share.valueCents, 0);
          expect(given).toBe(occupied.includes(p) ? p.valueCents : 0);
          for (const share of shares) {
            expect(share.valueCents).toBeGreaterThanOrEqual(0);
            expect(share.valueCents).toBeLessThanOrEqual(Math.ceil(p.valueCents / shares.length));
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives tied entries cash within a cent of each other, earlier-enrolled never less', () => {
    fc.assert(
      fc.property(
        prizesArbitrary,
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 10 }),
        fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 10, maxLength: 10 }),
        (rawPrizes, leaderboard, enrollment) => {
          // Ranks as the product computes them.
          const ranked = rankPlayers(
            leaderboard.map((value, index) => ({ id: `e${index}`, leaderboardBankrollCents: value })),
          );
          const entries = ranked.map((e, index) => ({
            id: e.id,
            rank: e.rank,
            enrollmentOrder: enrollment[index]!,
          }));
          const { prizes } = build(rawPrizes, []);
          const awards = splitPrizes(prizes, entries);
          const byRank = new Map<number, typeof awards>();
          for (const award of awards) byRank.set(award.rank, [...(byRank.get(award.rank) ?? []), award]);
          for (const group of byRank.values()) {
            expect(group.length).toBe(group[0]!.coWinners);
            const cash = group.map((award) => award.cashCents);
            expect(Math.max(...cash) - Math.min(...cash)).toBeLessThanOrEqual(1);
            for (let i = 1; i < group.length; i++) {
              expect(cash[i]!).toBeLessThanOrEqual(cash[i - 1]!);
            }
            const order = group.map((award) => entries.find((e) => e.id === award.entryId)!.enrollmentOrder);
            expect(order).toEqual([...order].sort((a, b) => a - b));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
