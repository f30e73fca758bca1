import { AdminAdSchema } from '@cj/shared/ads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adKeys } from './get-admin-ads';

/** DELETE /admin/ads/{id}: removes the ad and its image. */
function removeAd(id: number) {
  return api.delete(`/admin/ads/${id}`, { schema: AdminAdSchema });
}

export function useRemoveAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAd,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adKeys.admin }),
        queryClient.invalidateQueries({ queryKey: adKeys.public }),
      ]),
  });
}
