import { RaceCardImportSchema } from '@cj/shared/race-cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { apiUpload } from '@/lib/api-upload';

/** POST /race-card (201): one file (a zip holding a .DRF or the house CSV) as multipart field `file`. */
function uploadRaceCard(file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return apiUpload('/race-card', form, { schema: RaceCardImportSchema, onProgress });
}

/** The upload, with how much of the file has been sent (0 to 1). */
export function useUploadRaceCard() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadRaceCard(file, setProgress);
    },
    // Imported races may belong to any card, and updated races may be open on other pages.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raceDataKeys.all }),
  });
  return { ...mutation, progress };
}
