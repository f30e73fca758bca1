export const pushKeyQueryKey = ['push', 'key'] as const;
export const pushPreferencesQueryKey = ['push', 'preferences'] as const;
