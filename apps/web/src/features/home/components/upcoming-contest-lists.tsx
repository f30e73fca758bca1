import { STORAGE_KEYS } from '@cj/shared/constants';
import { Property } from '@cj/shared/enums';
import { ContestList } from '@/components/contests/contest-list';
import { ResponsiveSections } from '@/components/layouts/responsive-sections';
import { useSite } from '@/lib/site';
import { useStoredState } from '@/lib/storage';
import { useUpcomingContests } from '../api/get-upcoming-contests';
import { publicContestDetails } from '../utils/public-contest-details';

export type HomeTab = 'thoroughbred' | 'harness';

/** Spec §9: the Harness tab shows first. */
const DEFAULT_HOME_TAB: HomeTab = 'harness';

function parseHomeTab(value: unknown): HomeTab | undefined {
  return value === 'thoroughbred' || value === 'harness' ? value : undefined;
}

const NO_UPCOMING_CONTESTS = 'No upcoming contests at this time.';

/**
 * The Thoroughbred and Harness lists of upcoming contests: stacked on small screens, tabs on wide ones, the last
 * tab chosen remembered in localStorage. On the harness host the Harness list comes first (a phone sees it first).
 */
export function UpcomingContestLists() {
  const thoroughbredQuery = useUpcomingContests(Property.Thoroughbred);
  const harnessQuery = useUpcomingContests(Property.Harness);
  const { isHarness } = useSite();
  const [tab, setTab] = useStoredState<HomeTab>(STORAGE_KEYS.homeTab, DEFAULT_HOME_TAB, parseHomeTab);
  const thoroughbred = {
    value: 'thoroughbred' as const,
    label: 'Thoroughbred',
    content: (
      <ContestList
        query={thoroughbredQuery}
        emptyText={NO_UPCOMING_CONTESTS}
        label="Upcoming thoroughbred contests"
        details={publicContestDetails}
      />
    ),
  };
  const harness = {
    value: 'harness' as const,
    label: 'Harness',
    content: (
      <ContestList
        query={harnessQuery}
        emptyText={NO_UPCOMING_CONTESTS}
        label="Upcoming harness contests"
        details={publicContestDetails}
      />
    ),
  };
  return (
    <ResponsiveSections
      label="Upcoming contests by breed"
      value={tab}
      onChange={setTab}
      sections={isHarness ? [harness, thoroughbred] : [thoroughbred, harness]}
    />
  );
}
