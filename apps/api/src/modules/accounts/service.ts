import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import { PASSWORD_RESET_CODE_MINUTES, SESSION_DAYS } from '@cj/shared/constants';
import { AuditEventType, EmailType } from '@cj/shared/enums';
import type { AppContext, SessionAccount } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../../lib/http-errors';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { addDays, addMinutes } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import { recordAudit } from '../audit/service';
import { findContest } from '../contests/lookup';
import { queueEmailIfAccount } from '../email/outbox';
import { passwordResetEmail } from '../email/password-reset-email';
import { recordEmailPreference } from '../email-preferences/service';
import { enroll, hasPlayer } from '../players/enrollment';
import { assertAcceptablePassword, siteNamesOf } from './password-policy';
import {
  consumeResetCode,
  findAccountByEmail,
  findLiveResetCode,
  findPasswordHash,
  insertAccount,
  insertResetCode,
  NO_ACCOUNT_ID,
  updatePasswordHash,
  voidResetCodesOfAccount,
} from './repository';
import {
  deleteOtherSessionsOfAccount,
  deleteSession,
  deleteSessionsOfAccount,
  extendSession,
  insertSession,
} from './session-repository';
import { announceSessionsEnded } from './session-service';

export interface SignedIn {
  account: SessionAccount;
  token: string;
  /** The account holds an entry in the contest named at signup or login. */
  enrolled: boolean;
}

async function startSession(tx: DbOrTx, ctx: AppContext, accountId: number) {
  const token = newToken();
  await insertSession(tx, {
    accountId,
    tokenHash: hashToken(token),
    expiresAt: addDays(ctx.now(), SESSION_DAYS),
  });
  return token;
}

/** Enrolls in the named contest when allowed; a refusal never fails the signup or login itself. */
async function joinContest(
  tx: DbOrTx,
  ctx: AppContext,
  account: SessionAccount,
  contestSlug: string | undefined,
) {
  if (!contestSlug) return false;
  const contest = await findContest(tx, contestSlug);
  if (!contest) return false;
  if (await hasPlayer(tx, account.id, contest.id)) return true;
  const outcome = await tx.transaction((savepoint) => enroll(savepoint, ctx, account, contestSlug));
  return outcome.enrolled;
}

export async function signup(
  ctx: AppContext,
  input: {
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    rulesAccepted: true;
    marketingEmails: boolean;
    contestSlug?: string;
  },
): Promise<SignedIn> {
  await assertAcceptablePassword(input.password, input, siteNamesOf(ctx.config));
  const passwordHash = await hashPassword(input.password);
  try {
    const signedIn = await ctx.db.transaction(async (tx) => {
      if (await findAccountByEmail(tx, input.email)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
      const account = await insertAccount(tx, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        passwordHash,
        // 'I am 21 or older and accept the Rules' was ticked (the schema takes nothing else): stored with its time.
        rulesAcceptedAt: input.rulesAccepted ? ctx.now() : undefined,
      });
      // Marketing e-mail is off unless the box was ticked; an address with no recorded choice gets everything.
      await recordEmailPreference(tx, {
        email: account.email,
        type: EmailType.Marketing,
        enabled: input.marketingEmails,
        updatedAt: ctx.now(),
      });
      await recordAudit(tx, {
        eventType: AuditEventType.AccountCreated,
        accountId: account.id,
        content: `Account created for ${account.email}.`,
      });
      const token = await startSession(tx, ctx, account.id);
      const enrolled = await joinContest(tx, ctx, account, input.contestSlug);
      return { account, token, enrolled };
    });
    if (signedIn.enrolled) await ctx.outbox.notify();
    return signedIn;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
    throw error;
  }
}

const invalidCredentials = () => badRequest(ACCOUNT_MESSAGES.invalidCredentials);

/** Whether a login failed on its e-mail and password (what the login protection counts), not on anything else. */
export const isInvalidCredentials = (error: unknown) =>
  error instanceof HttpError &&
  error.statusCode === 400 &&
  error.message === ACCOUNT_MESSAGES.invalidCredentials;

export async function login(
  ctx: AppContext,
  input: { email: string; password: string; contestSlug?: string },
): Promise<SignedIn> {
  const found = await findAccountByEmail(ctx.db, input.email);
  const matches = await verifyPassword(found?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!found || !matches) throw invalidCredentials();
  if (found.isLocked) throw forbidden(ACCOUNT_MESSAGES.accountLocked);
  const { passwordHash: _secret, ...account } = found;
  const signedIn = await ctx.db.transaction(async (tx) => {
    await recordAudit(tx, {
      eventType: AuditEventType.AccountAuthenticated,
      accountId: account.id,
      content: `${account.email} logged in.`,
    });
    const token = await startSession(tx, ctx, account.id);
    const enrolled = await joinContest(tx, ctx, account, input.contestSlug);
    return { account, token, enrolled };
  });
  if (signedIn.enrolled) await ctx.outbox.notify();
  return signedIn;
}

/** Whether a password change failed on the current password (what the login protection counts). */
export const isWrongCurrentPassword = (error: unknown) =>
  error instanceof HttpError &&
  error.statusCode === 400 &&
  error.message === ACCOUNT_MESSAGES.currentPasswordWrong;

/**
 * PUT /account/password: with the right current password, sets a new one under the signup's rules, voids any
 * reset code and ends every other session of the account; the session that asked stays signed in.
 */
export async function changePassword(
  ctx: AppContext,
  account: SessionAccount,
  sessionId: number,
  input: { currentPassword: string; password: string },
): Promise<void> {
  const currentHash = await findPasswordHash(ctx.db, account.id);
  if (!currentHash) throw unauthorized();
  if (!(await verifyPassword(currentHash, input.currentPassword)))
    throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong);
  await assertAcceptablePassword(input.password, account, siteNamesOf(ctx.config));
  const passwordHash = await hashPassword(input.password);
  const ended = await ctx.db.transaction(async (tx) => {
    await updatePasswordHash(tx, account.id, passwordHash);
    await voidResetCodesOfAccount(tx, account.id, ctx.now());
    const endedSessions = await deleteOtherSessionsOfAccount(tx, account.id, sessionId);
    const others = `${endedSessions.length} other ${endedSessions.length === 1 ? 'session' : 'sessions'}`;
    await recordAudit(tx, {
      eventType: AuditEventType.AccountChanged,
      accountId: account.id,
      content: `${account.email} changed their password in My Account; ${others} ended.`,
    });
    return endedSessions;
  });
  // The ended sessions' live-event streams close, on every instance.
  for (const endedId of ended) await announceSessionsEnded(ctx, { sessionId: endedId });
}

/** GET /account slides the session's expiry forward. */
export async function touchSession(ctx: AppContext, sessionId: number) {
  await extendSession(ctx.db, sessionId, addDays(ctx.now(), SESSION_DAYS));
}

export async function logout(ctx: AppContext, sessionId: number) {
  await deleteSession(ctx.db, sessionId);
  // Live-event streams opened with this session close too, on every instance.
  await announceSessionsEnded(ctx, { sessionId });
}

/**
 * Queues a single-use reset link when the account exists and is not locked, in the transaction that stores the
 * code; the caller answers the same either way. A missing or locked account runs the same statements, which then
 * store no code and queue no e-mail (only the audit row), so the answer takes as long.
 * `brand` and `siteUrl` are those of the site the request came from.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: { email: string; brand: string; siteUrl: string },
): Promise<void> {
  const account = await findAccountByEmail(ctx.db, input.email);
  const site = { brand: input.brand, siteUrl: input.siteUrl };
  await issueResetCode(ctx, account && !account.isLocked ? account : null, input.email, site);
}

/**
 * Creates a single-use reset code for the account and e-mails its link (also what an administrator sends; `also`
 * writes, in the same transaction, the administrator's own audit row).
 */
export async function sendPasswordReset(
  ctx: AppContext,
  account: { id: number; email: string },
  site: { brand: string; siteUrl: string },
  also?: (tx: DbOrTx) => Promise<void>,
): Promise<void> {
  await issueResetCode(ctx, account, account.email, site, also);
}

/** Voids the account's older codes, stores a new one and queues its link; with no account, the same statements. */
async function issueResetCode(
  ctx: AppContext,
  account: { id: number; email: string } | null,
  email: string,
  site: { brand: string; siteUrl: string },
  also?: (tx: DbOrTx) => Promise<void>,
): Promise<void> {
  const code = newToken();
  const accountId = account?.id ?? NO_ACCOUNT_ID;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await voidResetCodesOfAccount(tx, accountId, now);
    await insertResetCode(tx, {
      accountId,
      codeHash: hashToken(code),
      expiresAt: addMinutes(now, PASSWORD_RESET_CODE_MINUTES),
    });
    await recordAudit(tx, {
      eventType: AuditEventType.PasswordResetRequested,
      accountId: account?.id ?? null,
      content: account
        ? `Password reset requested for ${account.email}.`
        : `Password reset requested for ${email}, which has no active account; nothing was sent.`,
    });
    await queueEmailIfAccount(tx, accountId, passwordResetEmail({ to: email, site, code }), now);
    await also?.(tx);
  });
  await ctx.outbox.notify();
}

/**
 * Sets the new password, voids the account's other codes and ends its sessions; the code works once. Answers the
 * token of a new session, so the link signs its holder in (none for a locked account).
 */
export async function resetPassword(
  ctx: AppContext,
  input: { code: string; password: string },
): Promise<{ token: string | null }> {
  const codeHash = hashToken(input.code);
  // A wrong, used or expired code is answered before the costly hash.
  const owner = await findLiveResetCode(ctx.db, codeHash, ctx.now());
  if (!owner) throw badRequest(ACCOUNT_MESSAGES.resetCodeInvalid);
  await assertAcceptablePassword(input.password, owner, siteNamesOf(ctx.config));
  const passwordHash = await hashPassword(input.password);
  const { accountId, token } = await ctx.db.transaction(async (tx) => {
    const used = await consumeResetCode(tx, codeHash, ctx.now());
    if (!used) throw badRequest(ACCOUNT_MESSAGES.resetCodeInvalid);
    await updatePasswordHash(tx, used.accountId, passwordHash);
    await voidResetCodesOfAccount(tx, used.accountId, ctx.now());
    await deleteSessionsOfAccount(tx, used.accountId);
    await recordAudit(tx, {
      eventType: AuditEventType.PasswordResetDone,
      accountId: used.accountId,
      content: owner.isLocked
        ? 'Password reset completed; the account is locked, so it was not signed in.'
        : 'Password reset completed and signed in.',
    });
    const session = owner.isLocked ? null : await startSession(tx, ctx, used.accountId);
    return { accountId: used.accountId, token: session };
  });
  // Every live-event stream of the account's earlier sessions closes, on every instance.
  await announceSessionsEnded(ctx, { accountId });
  return { token };
}
