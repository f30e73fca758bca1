import { EMAIL_MESSAGES } from '@cj/shared/email';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { HttpError, notFound } from '../../lib/http-errors';
import { findContest } from '../contests/lookup';
import { siteOfProperty } from './outgoing-email';
import { findRecipient } from './recipient-repository';
import { testEmail } from './test-email';

/**
 * POST /email/test sends straight through the mailer, not the outbox (docs/decisions/): the administrator is
 * checking that mail works now, so a failure must say so at once instead of waiting in a retry queue.
 */
export async function sendTestEmail(
  ctx: AppContext,
  input: { accountId: number; contestSlug: string },
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  const account = await findRecipient(ctx.db, input.accountId);
  if (!account) throw notFound(EMAIL_MESSAGES.accountNotFound);
  const contest = await findContest(ctx.db, input.contestSlug);
  if (!contest) throw notFound(EMAIL_MESSAGES.contestNotFound);
  const message = testEmail({
    to: account.email,
    firstName: account.firstName,
    contest,
    site: siteOfProperty(ctx.config, contest.property),
  });
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    log.warn({ err: error, accountId: account.id }, 'test e-mail not sent');
    throw new HttpError(503, EMAIL_MESSAGES.testEmailFailed);
  }
}
