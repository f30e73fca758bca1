import { randomBytes } from 'node:crypto';
import type { TestInfo } from '@playwright/test';

export interface AccountDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** An address no other test (nor another project or an earlier run) uses: `ada.phone.k3x9a2f1@example.com`. */
export function uniqueEmail(testInfo: Pick<TestInfo, 'project'>, name = 'player'): string {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return `${name}.${testInfo.project.name}.${tag}@example.com`.toLowerCase();
}

/** Details for a new account; each call gives a new address and password. */
export function newAccountDetails(
  testInfo: Pick<TestInfo, 'project'>,
  overrides: Partial<AccountDetails> = {},
): AccountDetails {
  const firstName = overrides.firstName ?? 'Avery';
  return {
    firstName,
    lastName: overrides.lastName ?? 'Mitchell',
    email: overrides.email ?? uniqueEmail(testInfo, firstName.toLowerCase()),
    password: overrides.password ?? `pass-${randomBytes(6).toString('hex')}`,
  };
}
