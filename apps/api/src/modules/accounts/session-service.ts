import type { DbOrTx } from '../../db/client';
import { hashToken } from '../../lib/tokens';
import { deleteSessionsOfAccount, findLiveSession } from './session-repository';

/** The signed-in session a token opens, with its account: null when unknown, expired or the account is locked. */
export async function findSignedInSession(db: DbOrTx, token: string, now: Date) {
  const session = await findLiveSession(db, hashToken(token), now);
  return session && !session.account.isLocked ? session : null;
}

/** Signs the account out everywhere (a locked account, a changed password). */
export async function endSessionsOfAccount(db: DbOrTx, accountId: number) {
  return deleteSessionsOfAccount(db, accountId);
}
