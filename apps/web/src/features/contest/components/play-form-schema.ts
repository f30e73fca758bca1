import { ContestFormat } from '@cj/shared/enums';
import { PLAY_MESSAGES, PlayAmountSchema } from '@cj/shared/plays';
import { dollarsToCents } from '@cj/shared/rules/money';
import { checkStake, WIN_STAKE_CENTS } from '@cj/shared/rules/stakes';
import { z } from 'zod';

/** Stakes typed on a WinBankroll play are checked against the minimum here; the bankroll is the server's to check. */
const UNLIMITED_CENTS = Number.MAX_SAFE_INTEGER;

/**
 * The play form (spec §5): a runner, and in the WinBankroll format an amount — required, a number more than $0 in
 * whole cents, then at least the race minimum ('Wager amount must be at least $2.00.' when the race has none). The
 * typed amount is read into cents here, once; the Win format's stake is $2.
 */
export function playFormSchema(format: number, minWagerAmount: number) {
  const runnerId = z.string().min(1, PLAY_MESSAGES.runnerRequired);
  if (format !== ContestFormat.WinBankroll) {
    return withAlternate(
      z.object({ runnerId, alternateId, amount: z.string().transform(() => WIN_STAKE_CENTS) }),
    );
  }
  const minWagerAmountCents = dollarsToCents(minWagerAmount) ?? 0;
  const amount = PlayAmountSchema.superRefine((amountCents, context) => {
    const check = checkStake({
      format: ContestFormat.WinBankroll,
      amountCents,
      minWagerAmountCents,
      bankrollCents: UNLIMITED_CENTS,
    });
    if (!check.ok) context.addIssue({ code: 'custom', message: check.message });
  });
  return withAlternate(z.object({ runnerId, alternateId, amount }));
}

/** The alternate ('' for none), in contests that take them: another runner than the pick (rules/alternates.ts). */
const alternateId = z.string();

const withAlternate = <T extends z.ZodType<{ runnerId: string; alternateId: string }>>(schema: T) =>
  schema.refine((play) => play.alternateId === '' || play.alternateId !== play.runnerId, {
    path: ['alternateId'],
    message: PLAY_MESSAGES.alternateSamePick,
  });

/** What the player types. */
export interface PlayFormValues {
  runnerId: string;
  alternateId: string;
  amount: string;
}

/** What the form hands on: the stake in cents. */
export interface PlayFormOutput {
  runnerId: string;
  alternateId: string;
  amount: number;
}
