import { type PushPreferences, PushPreferencesSchema } from '@cj/shared/push';
import { api } from '@/lib/api-client';

/** PUT /push/preferences: saves all three switches; answers with what was saved. */
export function updatePushPreferences(preferences: PushPreferences) {
  return api.put('/push/preferences', preferences, { schema: PushPreferencesSchema });
}
