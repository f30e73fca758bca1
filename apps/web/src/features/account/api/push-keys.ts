export const pushPreferencesQueryKey = ['push', 'preferences'] as const;
