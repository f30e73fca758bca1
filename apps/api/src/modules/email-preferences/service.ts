import { EMAIL_PREFERENCE_MESSAGES } from '@cj/shared/email-preferences';
import type { EmailType } from '@cj/shared/enums';
import type { AppContext, SessionAccount } from '../../app-context';
import { forbidden } from '../../lib/http-errors';
import { upsertEmailPreference } from './repository';

/**
 * Anyone holding an unsubscribe link may turn a kind of e-mail off for its address. Turning it back on takes
 * that address's own session (or an administrator's), so nobody can opt someone else in.
 */
export async function updateEmailPreference(
  ctx: AppContext,
  caller: SessionAccount | null,
  input: { email: string; type: EmailType; enabled: boolean },
) {
  const mayOptIn =
    caller !== null && (caller.isAdministrator || caller.email.toLowerCase() === input.email.toLowerCase());
  if (input.enabled && !mayOptIn) throw forbidden(EMAIL_PREFERENCE_MESSAGES.resubscribeNeedsLogin);
  await upsertEmailPreference(ctx.db, { ...input, updatedAt: ctx.now() });
}
