import { PASSWORD_PROBLEM_MESSAGES } from '@cj/shared/accounts';
import { type PasswordOwner, passwordProblem } from '@cj/shared/rules/password';
import { badRequest } from '../../lib/http-errors';
import { commonPasswordTest } from './common-passwords';

/** Refuses a new password the shared rule refuses, with the common-password list (400 with its message). */
export async function assertAcceptablePassword(password: string, owner: PasswordOwner): Promise<void> {
  const problem = passwordProblem(password, owner, await commonPasswordTest());
  if (problem) throw badRequest(PASSWORD_PROBLEM_MESSAGES[problem]);
}
