import { PASSWORD_PROBLEM_MESSAGES } from '@cj/shared/accounts';
import { type PasswordOwner, passwordProblem } from '@cj/shared/rules/password';
import { isGuessablePassword } from '@cj/shared/rules/password-strength';
import type { Config } from '../../config';
import { badRequest } from '../../lib/http-errors';
import { commonPasswordTest } from './common-passwords';

/** The site's own names, which a password must not lean on: both brands'. */
export const siteNamesOf = (config: Pick<Config, 'BRAND_NAME' | 'HARNESS_BRAND_NAME'>) => [
  config.BRAND_NAME,
  config.HARNESS_BRAND_NAME,
];

/**
 * The shared rule's problem with a new password, with the common-password list, then its strength against the
 * site's and the owner's words; null when it is acceptable.
 */
export async function newPasswordProblem(
  password: string,
  owner: PasswordOwner,
  siteNames: readonly string[],
): Promise<string | null> {
  const problem = passwordProblem(password, owner, await commonPasswordTest());
  if (problem) return PASSWORD_PROBLEM_MESSAGES[problem];
  if (await isGuessablePassword(password, owner, siteNames)) return PASSWORD_PROBLEM_MESSAGES.weak;
  return null;
}

/** Refuses a new password `newPasswordProblem` finds a problem with (400 with its message). */
export async function assertAcceptablePassword(
  password: string,
  owner: PasswordOwner,
  siteNames: readonly string[],
): Promise<void> {
  const problem = await newPasswordProblem(password, owner, siteNames);
  if (problem) throw badRequest(problem);
}
