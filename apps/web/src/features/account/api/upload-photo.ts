import { ProfileSchema } from '@cj/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiUpload } from '@/lib/api-upload';
import { storeProfile } from './profile-keys';

/** POST /profile/photo: one image (PNG, JPEG, WebP or SVG, at most 2 MB) as multipart field `file`. */
function uploadPhoto(file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return apiUpload('/profile/photo', form, { schema: ProfileSchema, onProgress });
}

/** The upload, with how much of the file has been sent (0 to 1). */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadPhoto(file, setProgress);
    },
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
  return { ...mutation, progress };
}
