import { raceDataKeys } from '@/api/races/race-data-keys';

/** The board sits under the race data, so a race card import or a race changed elsewhere refreshes it too. */
export const raceDayKeys = {
  all: [...raceDataKeys.all, 'race-day'] as const,
  date: (date: string) => [...raceDayKeys.all, date] as const,
};
