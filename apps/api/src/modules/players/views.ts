import type { Player } from '@cj/shared/players';
import { centsToDollars } from '@cj/shared/rules/money';
import type { SessionAccount } from '../../app-context';
import type { PlayerRow } from './repository';

/**
 * An entry as `viewer` may see it: the account behind it, and its plays on open races, only for its owner and for
 * administrators; others learn how many plays are hidden.
 */
export function toPlayer(row: PlayerRow, viewer: SessionAccount | null): Player {
  const showAccount = viewer !== null && (viewer.isAdministrator || viewer.id === row.account.id);
  return {
    id: row.id,
    contestID: row.contestId,
    name: row.name,
    rank: row.rank,
    bankroll: centsToDollars(row.bankrollCents),
    leaderboardBankroll: centsToDollars(row.leaderboardBankrollCents),
    hiddenPlays: showAccount ? 0 : row.openPlays,
    picksLeft: row.picksLeft,
    nowRunning: row.nowRunning,
    account: showAccount ? row.account : null,
  };
}
