import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { accounts } from '../src/db/schema/accounts';

let sequence = 0;

export const uniqueEmail = (prefix = 'player') =>
  `${prefix}.${process.pid}.${Date.now()}.${sequence++}@example.com`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const tokenOf = (header: string | string[] | number | undefined) =>
  String(header ?? '').replace(/^Bearer /, '');

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

/** Signs up through the real endpoint and returns the account with its session token. */
export async function signupAccount(
  app: App,
  overrides: Partial<{
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    contestSlug: string;
    marketingEmails: boolean;
  }> = {},
): Promise<TestAccount> {
  const password = overrides.password ?? 'correct horse battery';
  const email = overrides.email ?? uniqueEmail();
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/signup',
    payload: {
      firstName: overrides.firstName ?? 'Pat',
      lastName: overrides.lastName ?? 'Player',
      email,
      password,
      confirmPassword: password,
      rulesAccepted: true,
      ...(overrides.marketingEmails === undefined ? {} : { marketingEmails: overrides.marketingEmails }),
      ...(overrides.contestSlug ? { contestSlug: overrides.contestSlug } : {}),
    },
  });
  if (response.statusCode !== 201 && response.statusCode !== 206) {
    throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  }
  const token = tokenOf(response.headers.authorization);
  return { id: response.json().id, email, password, token, headers: bearer(token) };
}

export async function makeAdministrator(db: Db, accountId: number) {
  await db.update(accounts).set({ isAdministrator: true }).where(eq(accounts.id, accountId));
}

export async function signupAdministrator(app: App, db: Db): Promise<TestAccount> {
  const admin = await signupAccount(app, {
    firstName: 'Ada',
    lastName: 'Admin',
    email: uniqueEmail('admin'),
  });
  await makeAdministrator(db, admin.id);
  return admin;
}
