import { AUDIT_MESSAGES } from '@cj/shared/audit';
import { AuditEventType } from '@cj/shared/enums';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../src/db/schema/audit';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { useTestApp } from '../test-app';

const t = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
});

const auditPage = (type: number | string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/audit/${type}${query}`, headers: admin.headers });
const contents = (list: { content: string }[]) => list.map((message) => message.content);

/** Rows of one event type, one minute apart in the order given (the last is the newest). */
async function insertLog(eventType: number, messages: string[], accountId: number | null = null) {
  const start = Date.UTC(2030, 0, 1);
  await t.database.db.insert(auditLogs).values(
    messages.map((content, index) => ({
      eventType,
      content,
      accountId,
      createdAt: new Date(start + index * 60_000),
    })),
  );
}

describe('GET /audit/{type}', () => {
  it('answers the messages of that type, newest first, with the account e-mail', async () => {
    const player = await signupAccount(t.app);
    const list = (await auditPage(AuditEventType.AccountCreated)).json();
    expect(list[0]).toEqual({
      messageId: expect.any(Number),
      content: `Account created for ${player.email.toLowerCase()}.`,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      email: player.email.toLowerCase(),
    });
    expect(contents(list)).toContain(`Account created for ${admin.email.toLowerCase()}.`);
    expect(list.every((message: { content: string }) => message.content.startsWith('Account created'))).toBe(
      true,
    );
  });

  it('pages by 50, newest first, with offset and count', async () => {
    const messages = Array.from({ length: 55 }, (_, index) => `Wager failed number ${index}`);
    await insertLog(AuditEventType.WagerFailed, messages);
    const first = contents((await auditPage(AuditEventType.WagerFailed)).json());
    expect(first).toHaveLength(50);
    expect(first[0]).toBe('Wager failed number 54');
    expect(first[49]).toBe('Wager failed number 5');
    expect(contents((await auditPage(AuditEventType.WagerFailed, '?offset=50')).json())).toEqual([
      'Wager failed number 4',
      'Wager failed number 3',
      'Wager failed number 2',
      'Wager failed number 1',
      'Wager failed number 0',
    ]);
    expect(contents((await auditPage(AuditEventType.WagerFailed, '?offset=1&count=2')).json())).toEqual([
      'Wager failed number 53',
      'Wager failed number 52',
    ]);
    expect((await auditPage(AuditEventType.WagerFailed, '?count=500')).json()).toHaveLength(50);
  });

  it('searches the message and the e-mail from 2 characters on, ignoring case, % and _ taken literally', async () => {
    const player = await signupAccount(t.app);
    await insertLog(
      AuditEventType.WagerRemoved,
      ['Removed a play on Lucky Star', 'Removed 100% of it'],
      null,
    );
    await insertLog(AuditEventType.WagerRemoved, ['Removed a play on Slow Joe'], player.id);
    const search = async (q: string) =>
      contents((await auditPage(AuditEventType.WagerRemoved, `?q=${encodeURIComponent(q)}`)).json());
    expect(await search('lucky STAR')).toEqual(['Removed a play on Lucky Star']);
    expect(await search(player.email.toUpperCase())).toEqual(['Removed a play on Slow Joe']);
    expect(await search('0%')).toEqual(['Removed 100% of it']);
    expect(await search('%%')).toEqual([]);
    expect(await search('a_p')).toEqual([]);
    // One character is no search.
    expect(await search('x')).toHaveLength(3);
  });

  it('answers [] for a type with no messages', async () => {
    expect((await auditPage(AuditEventType.PasswordResetDone)).json()).toEqual([]);
  });

  it('answers 400 for a type that is not one of the seventeen', async () => {
    for (const type of ['0', '18', 'abc', '1.5', '-1']) {
      const response = await auditPage(type);
      expect({ type, status: response.statusCode, message: response.json().message }).toEqual({
        type,
        status: 400,
        message: AUDIT_MESSAGES.typeInvalid,
      });
    }
  });
});
