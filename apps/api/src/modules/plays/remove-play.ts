import { ContestFormat } from '@cj/shared/enums';
import { PLAY_MESSAGES } from '@cj/shared/plays';
import { formatMoney } from '@cj/shared/rules/money';
import type { AppContext, SessionAccount } from '../../app-context';
import { inTransaction } from '../../db/retry';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { auditPlayRemoved } from '../plays/audit';
import { checkPicksOpen } from './play-rules';
import { deletePlay, lockPlayer, lockPlayForRemoval, refundBankroll } from './repository';

/**
 * DELETE /wagers/{id}: the play's owner or an administrator removes it while its picks are open (its race, and in
 * Pick & Pray the contest's first race); in WinBankroll
 * the stake goes back to the bankroll. Same lock order as placing a play (db/lock-order.ts): race and contest, then
 * the entry.
 */
export async function removePlay(ctx: AppContext, account: SessionAccount, wagerId: number | null) {
  if (wagerId === null) throw notFound(PLAY_MESSAGES.wagerNotFound);
  await inTransaction(ctx, 'play removal', async (tx) => {
    const found = await lockPlayForRemoval(tx, wagerId, ctx.now());
    if (!found) throw notFound(PLAY_MESSAGES.wagerNotFound);
    const { wager, entry, contest, race, runner, firstRaceClosed } = found;
    if (entry.accountId !== account.id && !account.isAdministrator)
      throw forbidden(PLAY_MESSAGES.notYourWager);
    checkPicksOpen({ ...contest, firstRaceClosed }, race, ctx.now());
    if (contest.isCancelled) throw conflict(PLAY_MESSAGES.contestCancelled);

    await lockPlayer(tx, entry.id, contest.id);
    if (!(await deletePlay(tx, wager.id))) throw notFound(PLAY_MESSAGES.wagerNotFound);
    if (contest.format === ContestFormat.WinBankroll) await refundBankroll(tx, entry.id, wager.amountCents);
    await auditPlayRemoved(tx, {
      accountId: account.id,
      contestId: contest.id,
      content:
        `${account.email} removed play ${wager.id} of ${entry.name} on ${contest.name} race ${race.raceNumber}: ` +
        `#${runner.programNumber ?? ''} ${runner.name}, ${formatMoney(wager.amountCents)}.`,
    });
  });
}
