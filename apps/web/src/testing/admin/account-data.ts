import type { AdminAccount } from '@cj/shared/account-admin';
import { PAGE_SIZE } from '@cj/shared/constants';
import { jsonResponse, type mockApi } from '@/testing/test-utils';
import { administrator } from './race-data';

export function adminAccount(overrides: Partial<AdminAccount> & Pick<AdminAccount, 'id'>): AdminAccount {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `player${overrides.id}@example.com`,
    isLocked: false,
    isAdministrator: false,
    photo: null,
    createdAt: '2025-03-05T12:00:00.000Z',
    ...overrides,
  };
}

export const grace = adminAccount({ id: 21, email: 'grace@example.com' });
export const locked = adminAccount({
  id: 22,
  firstName: 'Linus',
  lastName: 'Locke',
  email: 'linus@example.com',
  isLocked: true,
});
/** The signed-in administrator (id 7) as the admin pages read it. */
export const me = adminAccount({ ...administrator, createdAt: '2024-01-02T08:00:00.000Z' });

/** `count` accounts numbered from `first`, named 'Player N'. */
export function manyAccounts(first: number, count: number): AdminAccount[] {
  return Array.from({ length: count }, (_, index) =>
    adminAccount({ id: first + index, firstName: 'Player', lastName: String(first + index) }),
  );
}

type Handlers = Parameters<typeof mockApi>[0];

/**
 * The calls /admin/users makes: `all` answers GET /admin/accounts page by page (offset and count) and filtered by
 * q (name or e-mail containing it, any case), `locked` the locked list, `recent` the newest.
 */
export function accountsApi(
  { all = [grace, locked], recent = [grace], lockedList = [locked] } = {},
  extra: Handlers = {},
): Handlers {
  return {
    'GET /api/admin/accounts': ({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const count = Number(url.searchParams.get('count') ?? PAGE_SIZE.accounts);
      const matching = all.filter((account) =>
        `${account.firstName} ${account.lastName} ${account.email}`.toLowerCase().includes(q),
      );
      return jsonResponse(matching.slice(offset, offset + count));
    },
    'GET /api/admin/accounts/recent': () => jsonResponse(recent),
    'GET /api/admin/accounts/locked': ({ url }) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      return jsonResponse(lockedList.slice(offset, offset + PAGE_SIZE.accounts));
    },
    ...extra,
  };
}

/** GET and PUT of one account, remembering what the PUT saved, as the server would. */
export function manageAccountApi(initial: AdminAccount, extra: Handlers = {}): Handlers {
  let saved = initial;
  return {
    [`GET /api/admin/accounts/${initial.id}`]: () => jsonResponse(saved),
    'PUT /api/admin/accounts': ({ body }) => {
      saved = { ...saved, ...(body as Partial<AdminAccount>) };
      return jsonResponse(saved);
    },
    ...extra,
  };
}
