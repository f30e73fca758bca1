import { ContestFormat } from '@cj/shared/enums';
import { formatMoney } from '@cj/shared/rules/money';
import { isRaceClosed } from '@cj/shared/rules/race-state';
import { WAGER_MESSAGES } from '@cj/shared/wagers';
import type { AppContext, SessionAccount } from '../../app-context';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { parsePathId } from '../../lib/path-ids';
import { auditPlayRemoved } from './audit';
import { deleteWager, lockEntry, lockWagerForRemoval, refundBankroll } from './repository';

/**
 * DELETE /wagers/{id}: the play's owner or an administrator removes it while its race is open; in WinBankroll
 * the stake goes back to the bankroll. Same lock order as placing a play: race and contest, then the entry.
 */
export async function removeWager(ctx: AppContext, account: SessionAccount, wagerIdText: string) {
  const wagerId = parsePathId(wagerIdText);
  if (wagerId === null) throw notFound(WAGER_MESSAGES.wagerNotFound);
  await ctx.db.transaction(async (tx) => {
    const found = await lockWagerForRemoval(tx, wagerId);
    if (!found) throw notFound(WAGER_MESSAGES.wagerNotFound);
    const { wager, entry, contest, race, runner } = found;
    if (entry.accountId !== account.id && !account.isAdministrator)
      throw forbidden(WAGER_MESSAGES.notYourWager);
    if (isRaceClosed(race)) throw conflict(WAGER_MESSAGES.wageringClosed);
    if (contest.isCancelled) throw conflict(WAGER_MESSAGES.contestCancelled);

    await lockEntry(tx, entry.id, contest.id);
    if (!(await deleteWager(tx, wager.id))) throw notFound(WAGER_MESSAGES.wagerNotFound);
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
