import { EMAIL_PREFERENCE_MESSAGES } from '@cj/shared/email-preferences';
import type { EmailType } from '@cj/shared/enums';
import type { AppContext, SessionAccount } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { emailLinkSecret } from '../../lib/email-link-secret';
import { isUnsubscribeToken } from '../../lib/email-links';
import { forbidden } from '../../lib/http-errors';
import { hasOptedOut as hasOptedOutRow, upsertEmailPreference } from './repository';

/**
 * Turning a kind of e-mail off takes the address's own session (or an administrator's) or the token of the
 * e-mail's unsubscribe link, so nobody can unsubscribe someone else. Turning it back on takes the session, so
 * nobody can opt someone else in (docs/decisions/012-signed-unsubscribe-links.md).
 */
export async function updateEmailPreference(
  ctx: AppContext,
  caller: SessionAccount | null,
  input: { email: string; type: EmailType; enabled: boolean; token?: string | undefined },
) {
  const isOwner =
    caller !== null && (caller.isAdministrator || caller.email.toLowerCase() === input.email.toLowerCase());
  if (input.enabled && !isOwner) throw forbidden(EMAIL_PREFERENCE_MESSAGES.resubscribeNeedsLogin);
  const linkHolder =
    input.token !== undefined &&
    isUnsubscribeToken(emailLinkSecret(ctx.config), input.email, input.type, input.token);
  if (!input.enabled && !isOwner && !linkHolder)
    throw forbidden(EMAIL_PREFERENCE_MESSAGES.unsubscribeNeedsLink);
  await upsertEmailPreference(ctx.db, {
    email: input.email,
    type: input.type,
    enabled: input.enabled,
    updatedAt: ctx.now(),
  });
}

/** Records a choice the owner made elsewhere (the signup's 'news and offers' box), in the caller's transaction. */
export async function recordEmailPreference(
  db: DbOrTx,
  choice: { email: string; type: EmailType; enabled: boolean; updatedAt: Date },
) {
  await upsertEmailPreference(db, choice);
}

/** Whether the address turned this kind of e-mail off (the outbox suppresses it then). */
export async function hasOptedOut(db: DbOrTx, email: string, type: string): Promise<boolean> {
  return hasOptedOutRow(db, email, type);
}
