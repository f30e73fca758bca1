import { randomBytes } from 'node:crypto';
import { AuditEventType } from '@cj/shared/enums';
import { hashPassword } from '../../lib/passwords';
import { addDays } from '../../lib/time';
import type { DbOrTx } from '../client';
import { accounts } from '../schema/accounts';
import { auditLogs } from '../schema/audit';

/**
 * Demo accounts. Every demo player signs in with the password DEMO_PLAYER_PASSWORD ('demo-player-pass'),
 * e.g. avery.mitchell@example.com / demo-player-pass. The administrator's password is generated on each seed
 * and shown once by the caller.
 */
const DEMO_PLAYER_PASSWORD = 'demo-player-pass';
export const DEMO_ADMIN_EMAIL = 'admin@contestjockey.local';

const DEMO_PLAYERS: readonly (readonly [firstName: string, lastName: string])[] = [
  ['Avery', 'Mitchell'],
  ['Jordan', 'Reyes'],
  ['Casey', 'Thornton'],
  ['Morgan', 'Blake'],
  ['Riley', 'Donovan'],
  ['Taylor', 'Brooks'],
  ['Quinn', 'Harper'],
  ['Jamie', 'Sullivan'],
  ['Drew', 'Calloway'],
  ['Parker', 'Hayes'],
  ['Reese', 'Whitaker'],
  ['Skyler', 'Monroe'],
];

export interface SeededAccount {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

export interface DemoPasswordHashes {
  players: string[];
  admin: string;
}

/** A 16-character password from 12 random bytes. */
export const generateAdminPassword = () => randomBytes(12).toString('base64url');

/** Hashed before the transaction opens, so the slow work does not hold it. */
export async function hashDemoPasswords(adminPassword: string): Promise<DemoPasswordHashes> {
  const [admin, ...players] = await Promise.all([
    hashPassword(adminPassword),
    ...DEMO_PLAYERS.map(() => hashPassword(DEMO_PLAYER_PASSWORD)),
  ]);
  return { admin: admin!, players };
}

/** The administrator and the players, each with an 'account created' audit row; players come back in order. */
export async function insertAccounts(
  tx: DbOrTx,
  hashes: DemoPasswordHashes,
  now: Date,
): Promise<{ admin: SeededAccount; players: SeededAccount[] }> {
  const people = [
    {
      firstName: 'Demo',
      lastName: 'Administrator',
      email: DEMO_ADMIN_EMAIL,
      passwordHash: hashes.admin,
      isAdministrator: true,
      createdAt: addDays(now, -240),
    },
    ...DEMO_PLAYERS.map(([firstName, lastName], index) => ({
      firstName,
      lastName,
      email: `${firstName}.${lastName}@example.com`.toLowerCase(),
      passwordHash: hashes.players[index]!,
      isAdministrator: false,
      // Spread over the last months, the newest two days ago, so the dashboard's month and year counts have data.
      createdAt: addDays(now, -(200 - index * 18)),
    })),
  ];
  const rows = await tx.insert(accounts).values(people).returning({
    id: accounts.id,
    firstName: accounts.firstName,
    lastName: accounts.lastName,
    email: accounts.email,
    createdAt: accounts.createdAt,
  });
  await tx.insert(auditLogs).values(
    rows.map((row) => ({
      eventType: AuditEventType.AccountCreated,
      accountId: row.id,
      content: `Account created for ${row.email}.`,
      createdAt: row.createdAt,
    })),
  );
  const [admin, ...players] = rows.map(({ createdAt: _, ...account }) => account);
  return { admin: admin!, players };
}
