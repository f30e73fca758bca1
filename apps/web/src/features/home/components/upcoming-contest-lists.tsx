import { STORAGE_KEYS } from '@cj/shared/constants';
import { Property } from '@cj/shared/enums';
import { ContestList } from '@/components/contests/contest-list';
import { ResponsiveSections } from '@/components/layouts/responsive-sections';
import { useStoredState } from '@/lib/storage';
import { useUpcomingContests } from '../api/get-upcoming-contests';

export type HomeTab = 'thoroughbred' | 'harness';

/** Spec §9: the Harness tab shows first. */
export const DEFAULT_HOME_TAB: HomeTab = 'harness';

export function parseHomeTab(value: unknown): HomeTab | undefined {
  return value === 'thoroughbred' || value === 'harness' ? value : undefined;
}

export const NO_UPCOMING_CONTESTS = 'No upcoming contests at this time.';

/**
 * The Thoroughbred and Harness lists of upcoming contests: stacked on small screens, tabs on wide ones, the last
 * tab chosen remembered in localStorage.
 */
export function UpcomingContestLists() {
  const thoroughbred = useUpcomingContests(Property.Thoroughbred);
  const harness = useUpcomingContests(Property.Harness);
  const [tab, setTab] = useStoredState<HomeTab>(STORAGE_KEYS.homeTab, DEFAULT_HOME_TAB, parseHomeTab);
  return (
    <ResponsiveSections
      label="Upcoming contests by breed"
      value={tab}
      onChange={setTab}
      sections={[
        {
          value: 'thoroughbred',
          label: 'Thoroughbred',
          content: (
            <ContestList
              query={thoroughbred}
              emptyText={NO_UPCOMING_CONTESTS}
              label="Upcoming thoroughbred contests"
            />
          ),
        },
        {
          value: 'harness',
          label: 'Harness',
          content: (
            <ContestList query={harness} emptyText={NO_UPCOMING_CONTESTS} label="Upcoming harness contests" />
          ),
        },
      ]}
    />
  );
}
