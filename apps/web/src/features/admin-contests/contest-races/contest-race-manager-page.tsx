import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { useContestRaces } from '@/api/contests/get-contest-races';
import { useRace } from '@/api/races/get-race';
import { AdminPageHeader } from '@/components/admin/page-header';
import { RaceInformationForm } from '@/components/admin/races/race-information-form';
import { RaceSubtitle } from '@/components/admin/races/race-state-chip';
import { ResultsSection } from '@/components/admin/races/results-section';
import { RunnersSection } from '@/components/admin/races/runners-section';
import { StatusText } from '@/components/admin/status-text';
import { ErrorAlert } from '@/components/errors/error-alert';
import { paths } from '@/config/paths';
import { ContestRacePlays } from './contest-race-page';

const TITLE = 'Manage Race';

/**
 * /contest/{slug}/race/{raceID}/manage, the race manager of a contest (spec §2): Race Information, Runners,
 * Results, and the contest's plays on the race. Finalizing stays on the race's own page (/admin/races/detail).
 */
export function ContestRaceManagerPage() {
  const { slug = '' } = useParams();
  const raceId = Number(useParams().raceID);
  const contestRaces = useContestRaces(slug);
  const contestRace = contestRaces.data?.find((item) => item.race.id === raceId);
  const race = useRace(raceId);

  if (contestRaces.isError || race.isError) {
    return (
      <>
        <AdminPageHeader title={TITLE} />
        <ErrorAlert error={contestRaces.error ?? race.error} />
      </>
    );
  }
  if (contestRaces.isSuccess && !contestRace) {
    return (
      <>
        <AdminPageHeader title={TITLE} />
        <StatusText>This race is not part of the contest.</StatusText>
      </>
    );
  }
  if (race.isPending || !contestRace) return <StatusText>Loading race...</StatusText>;

  return (
    <Box sx={{ maxWidth: 960 }}>
      <AdminPageHeader
        title={TITLE}
        subtitle={<RaceSubtitle race={race.data} />}
        actions={
          <>
            <Button
              component={RouterLink}
              to={`${paths.contestManage.getHref(slug)}?tab=races`}
              startIcon={<ArrowBackIcon />}
            >
              Contest
            </Button>
            <Button variant="outlined" component={RouterLink} to={paths.adminRace.getHref(raceId)}>
              Race Page
            </Button>
          </>
        }
      />
      <RaceInformationForm race={race.data} />
      <RunnersSection race={race.data} />
      <ResultsSection race={race.data} />
      <ContestRacePlays contestRace={contestRace} />
    </Box>
  );
}

export default ContestRaceManagerPage;
