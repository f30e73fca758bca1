import { type ParseRaceCard, RaceCardImportSchema } from '@cj/shared/race-cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { api } from '@/lib/api-client';

/** POST /race-parser (201): the server fetches the address and imports the card into the track. */
function parseRaceCard(input: ParseRaceCard) {
  return api.post('/race-parser', input, { schema: RaceCardImportSchema });
}

export function useParseRaceCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: parseRaceCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raceDataKeys.all }),
  });
}
