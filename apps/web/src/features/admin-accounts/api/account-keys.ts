/** Query keys of the accounts the admin area manages: every list and account sits under ['admin-accounts']. */
export const accountAdminKeys = {
  all: ['admin-accounts'] as const,
  recent: ['admin-accounts', 'recent'] as const,
  locked: ['admin-accounts', 'locked'] as const,
  search: (q: string) => ['admin-accounts', 'search', q] as const,
  account: (id: number) => ['admin-accounts', 'account', id] as const,
};
