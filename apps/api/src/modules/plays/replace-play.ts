import { PLAY_MESSAGES } from '@cj/shared/plays';
import { formatMoney } from '@cj/shared/rules/money';
import type { SessionAccount } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import { auditPlayRemoved } from './audit';
import { deleteReplacedPlay } from './replace-repository';
import { refundBankroll } from './repository';

/**
 * Changing a pick in one step (decision 027): a play placed with `replaces` takes the place of the
 * entry's play on the same contest race, in the transaction that places it, under every rule of placing one.
 */

/**
 * The play to replace (read by findPlayToReplace before the context): 404 'Play not found.' unless it is on this
 * contest race (and of the entry `playerId` names, when one is named); 403 unless it is the caller's or the caller
 * is an administrator.
 */
export function checkReplacedPlay(
  account: SessionAccount,
  play: { entryId: number; accountId: number } | null,
  playerId: number | undefined,
): asserts play is { entryId: number; accountId: number } {
  if (!play || (playerId !== undefined && playerId !== play.entryId)) {
    throw notFound(PLAY_MESSAGES.wagerNotFound);
  }
  if (play.accountId !== account.id && !account.isAdministrator) {
    throw forbidden(PLAY_MESSAGES.notYourPlayToChange);
  }
}

/**
 * Removes the replaced play once its entry is locked, gives its stake back (WinBankroll) and audits the removal
 * (spec event type 9); the new play's own rows (attempt, placed) follow. 404 when it was removed meanwhile.
 */
export async function removeReplacedPlay(
  tx: DbOrTx,
  change: {
    account: SessionAccount;
    wagerId: number;
    entry: { id: number; name: string };
    refund: boolean;
    contest: { id: number; name: string };
    raceNumber: number;
  },
) {
  const { account, wagerId, entry, contest } = change;
  const removed = await deleteReplacedPlay(tx, wagerId, entry.id);
  if (!removed) throw notFound(PLAY_MESSAGES.wagerNotFound);
  if (change.refund) await refundBankroll(tx, entry.id, removed.amountCents);
  await auditPlayRemoved(tx, {
    accountId: account.id,
    contestId: contest.id,
    content:
      `${account.email} changed play ${wagerId} of ${entry.name} on ${contest.name} race ${change.raceNumber}: ` +
      `removed #${removed.runner.programNumber ?? ''} ${removed.runner.name}, ${formatMoney(removed.amountCents)}.`,
  });
}
