import { randomUUID } from 'node:crypto';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { signupAccount, type TestAccount } from './accounts-helpers';
import { insertContest } from './fixtures';
import { insertPlayer } from './race-fixtures';

type Headers = { authorization: string };

/** A published contest with chat enabled and one player entered in it. */
export async function chatContestWithPlayer(
  app: App,
  db: Db,
  overrides: { firstName?: string; lastName?: string } = {},
) {
  const contest = await insertContest(db, { chatEnabled: true });
  const player: TestAccount = await signupAccount(app, {
    firstName: overrides.firstName ?? 'Chatty',
    ...(overrides.lastName ? { lastName: overrides.lastName } : {}),
  });
  await insertPlayer(db, contest.id, player.id);
  return { contest, player };
}

export const postChat = (
  app: App,
  headers: Headers | undefined,
  payload: { messageID?: string; contestSlug?: string; message?: unknown },
) =>
  app.inject({
    method: 'POST',
    url: '/api/chat',
    ...(headers ? { headers } : {}),
    payload: { messageID: randomUUID(), ...payload },
  });

export const getChat = (app: App, headers: Headers | undefined, contest: string | number, query = '') =>
  app.inject({ method: 'GET', url: `/api/chat/${contest}${query}`, ...(headers ? { headers } : {}) });

export const deleteChat = (app: App, headers: Headers | undefined, messageId: string) =>
  app.inject({ method: 'DELETE', url: `/api/chat/messages/${messageId}`, ...(headers ? { headers } : {}) });
