import { type AdFieldValues, AdminAdSchema } from '@cj/shared/ads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiUpload } from '@/lib/api-upload';
import { adFormData } from './ad-form-data';
import { adKeys } from './get-admin-ads';

export interface AdChange {
  /** The ad to change, or null to add one. */
  id: number | null;
  fields: AdFieldValues;
  /** The new image: required to add an ad; when changing one, null keeps its image. */
  image: File | null;
}

/** POST /admin/ads (201) to add, PUT /admin/ads/{id} to change: the fields and the image, multipart. */
function saveAd({ id, fields, image }: AdChange, onProgress?: (fraction: number) => void) {
  const form = adFormData(fields, image);
  return id === null
    ? apiUpload('/admin/ads', form, { schema: AdminAdSchema, onProgress })
    : apiUpload(`/admin/ads/${id}`, form, { schema: AdminAdSchema, method: 'PUT', onProgress });
}

/** Saving an ad, with how much of its image has been sent (0 to 1); the admin list and public ads refresh. */
export function useSaveAd() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (change: AdChange) => {
      setProgress(0);
      return saveAd(change, setProgress);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adKeys.admin }),
        queryClient.invalidateQueries({ queryKey: adKeys.public }),
      ]),
  });
  return { ...mutation, progress };
}
