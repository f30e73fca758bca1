import { SponsorSchema } from '@cj/shared/contests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contestApiPath, contestKeys } from '@/features/admin-contests/api/contest-keys';
import { apiUpload } from '@/lib/api-upload';

export interface NewSponsor {
  name: string;
  layoutOrder: number;
  logo: File;
}

/** POST /contest/{slug}/sponsor (201): multipart name, layoutOrder and the logo as `file`. */
function addSponsor(
  slug: string,
  { name, layoutOrder, logo }: NewSponsor,
  onProgress?: (fraction: number) => void,
) {
  const form = new FormData();
  form.append('name', name);
  form.append('layoutOrder', String(layoutOrder));
  form.append('file', logo);
  return apiUpload(`${contestApiPath(slug)}/sponsor`, form, { schema: SponsorSchema, onProgress });
}

/** The upload, with how much of the logo has been sent (0 to 1). */
export function useAddSponsor(slug: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (sponsor: NewSponsor) => {
      setProgress(0);
      return addSponsor(slug, sponsor, setProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.sponsors(slug) }),
  });
  return { ...mutation, progress };
}
