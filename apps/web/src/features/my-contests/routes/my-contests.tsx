import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { ContestList } from '@/components/contests/contest-list';
import { ResponsiveSections } from '@/components/layouts/responsive-sections';
import { useDocumentTitle } from '@/lib/document-title';
import { useMyPastContests } from '../api/get-my-past-contests';
import { useMyUpcomingContests } from '../api/get-my-upcoming-contests';
import { myContestDetails } from '../utils/my-contest-details';

type MyContestsTab = 'upcoming' | 'past';

const MY_CONTESTS_EMPTY = {
  upcoming: 'You have no upcoming contests.',
  past: 'You have not played in any contests yet.',
} as const;

/**
 * My Contests (spec §2, login required): the player's upcoming and past contests, stacked on small screens, tabs
 * on wide ones; each says its status, where the player's best entry stands and when the next race posts. The tab is kept in the address (?tab=past) so it survives a reload and can be linked.
 */
export function MyContestsRoute() {
  useDocumentTitle('My Contests');
  const upcoming = useMyUpcomingContests();
  const past = useMyPastContests();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: MyContestsTab = searchParams.get('tab') === 'past' ? 'past' : 'upcoming';
  const selectTab = (next: MyContestsTab) =>
    setSearchParams(next === 'past' ? { tab: 'past' } : {}, { replace: true });

  return (
    <Box sx={{ maxWidth: 840 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: { xs: 2, md: 3 } }}>
        My Contests
      </Typography>
      <ResponsiveSections
        label="My contests"
        value={tab}
        onChange={selectTab}
        sections={[
          {
            value: 'upcoming',
            label: 'Upcoming',
            content: (
              <ContestList
                query={upcoming}
                emptyText={MY_CONTESTS_EMPTY.upcoming}
                label="My upcoming contests"
                details={myContestDetails}
                alwaysShowStatus
              />
            ),
          },
          {
            value: 'past',
            label: 'Past',
            content: (
              <ContestList
                query={past}
                emptyText={MY_CONTESTS_EMPTY.past}
                label="My past contests"
                details={myContestDetails}
                alwaysShowStatus
              />
            ),
          },
        ]}
      />
    </Box>
  );
}

export default MyContestsRoute;
