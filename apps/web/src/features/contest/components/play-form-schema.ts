import { ContestFormat } from '@cj/shared/enums';
import { dollarsToCents } from '@cj/shared/rules/money';
import { checkStake } from '@cj/shared/rules/stakes';
import { WAGER_MESSAGES, WagerAmountSchema } from '@cj/shared/wagers';
import { z } from 'zod';

/** Stakes typed on a WinBankroll play are checked against the minimum here; the bankroll is the server's to check. */
const UNLIMITED_CENTS = Number.MAX_SAFE_INTEGER;

/**
 * The play form (spec §5): a runner, and in the WinBankroll format an amount — required, a number, then at least
 * the race minimum ('Wager amount must be at least $2.00.' when the race has none). The Win format's stake is $2.
 */
export function playFormSchema(format: number, minWagerAmount: number) {
  const runnerId = z.string().min(1, WAGER_MESSAGES.runnerRequired);
  if (format !== ContestFormat.WinBankroll) return z.object({ runnerId, amount: z.string() });
  const minWagerAmountCents = dollarsToCents(minWagerAmount) ?? 0;
  const amount = WagerAmountSchema.superRefine((value, context) => {
    const amountCents = dollarsToCents(value);
    if (amountCents === null) return;
    const check = checkStake({
      format: ContestFormat.WinBankroll,
      amountCents,
      minWagerAmountCents,
      bankrollCents: UNLIMITED_CENTS,
    });
    if (!check.ok) context.addIssue({ code: 'custom', message: check.message });
  });
  return z.object({ runnerId, amount });
}

export interface PlayFormValues {
  runnerId: string;
  amount: string;
}
