import type { ContestRace } from '@cj/shared/contests';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { useContest } from '@/api/contests/get-contest';
import { useRacePlays } from '@/api/plays/get-race-plays';
import { AdminSection } from '@/components/admin/admin-section';
import { LoadMoreButton } from '@/components/admin/load-more-button';
import { AdminPageHeader } from '@/components/admin/page-header';
import { RaceStateChip } from '@/components/admin/races/race-state-chip';
import { StatusText } from '@/components/admin/status-text';
import { ErrorAlert } from '@/components/errors/error-alert';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useServerNow } from '@/lib/use-server-now';
import { formatContestDate, formatPostTime } from '@/lib/zoned-time';
import { useContestRace } from './api/get-contest-race';
import { ContestRaceForm } from './contest-race-form';
import { contestRaceTitle } from './contest-races-section';
import { arePlaysChangeable } from './picks-open';
import { PlaysList } from './plays-list';

const REMOVE_PLAY_FAILED = 'Failed to remove play.';

/** /admin/contest-race/{contestRaceID}: a race of a contest, the contest's limits on it, and its plays. */
export function ContestRacePage() {
  const contestRaceId = Number(useParams().contestRaceID);
  const contestRace = useContestRace(contestRaceId);

  if (contestRace.isPending) return <StatusText>Loading contest race...</StatusText>;
  if (contestRace.isError) {
    return (
      <>
        <AdminPageHeader title="Contest Race" />
        <ErrorAlert error={contestRace.error} />
      </>
    );
  }

  const { race, contestSlug } = contestRace.data;
  return (
    <Box sx={{ maxWidth: 960 }}>
      <AdminPageHeader
        title="Contest Race"
        subtitle={
          <>
            {contestRaceTitle(contestRace.data)} · {formatContestDate(race.raceDate)} · Post Time is{' '}
            {formatPostTime(race.postTime, race.track.timezone)}
            <RaceStateChip race={race} />
          </>
        }
        actions={
          <>
            <Button
              component={RouterLink}
              to={`${paths.contestManage.getHref(contestSlug)}?tab=races`}
              startIcon={<ArrowBackIcon />}
            >
              Contest
            </Button>
            <Button variant="outlined" component={RouterLink} to={paths.adminRace.getHref(race.id)}>
              Manage Race
            </Button>
          </>
        }
      />
      <ContestRaceForm contestRace={contestRace.data} />
      <ContestRacePlays contestRace={contestRace.data} />
    </Box>
  );
}

export function ContestRacePlays({ contestRace }: { contestRace: ContestRace }) {
  const plays = useRacePlays(contestRace.contestSlug, contestRace.id);
  const contest = useContest(contestRace.contestSlug);
  // Until the contest is read, no removal is offered: in Pick & Pray its first race decides too.
  const now = useServerNow({ wakeAt: [contestRace.race.postTime] });
  const open = contest.isSuccess && arePlaysChangeable(contest.data, contestRace.race, now);
  const loaded = plays.data?.pages.flat() ?? [];
  return (
    <AdminSection title="Plays">
      {plays.isPending ? (
        <StatusText>Loading plays...</StatusText>
      ) : plays.isError ? (
        <ErrorAlert error={plays.error} />
      ) : loaded.length === 0 ? (
        <StatusText>No plays for this race yet.</StatusText>
      ) : (
        <>
          <PlaysList
            slug={contestRace.contestSlug}
            plays={loaded}
            label="Plays"
            heading={(play) => (
              <Link to={paths.adminContestPlayer.getHref(contestRace.contestSlug, play.player)}>
                {play.playerName}
              </Link>
            )}
            removable={() => open}
            removeFailed={{ message: REMOVE_PLAY_FAILED }}
          />
          <LoadMoreButton query={plays} />
        </>
      )}
    </AdminSection>
  );
}

export default ContestRacePage;
