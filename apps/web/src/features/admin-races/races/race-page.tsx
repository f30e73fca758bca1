import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { useRace } from '@/api/races/get-race';
import { AdminPageHeader } from '@/components/admin/page-header';
import { RaceInformationForm } from '@/components/admin/races/race-information-form';
import { RaceSubtitle } from '@/components/admin/races/race-state-chip';
import { ResultsSection } from '@/components/admin/races/results-section';
import { RunnersSection } from '@/components/admin/races/runners-section';
import { StatusText } from '@/components/admin/status-text';
import { ErrorAlert } from '@/components/errors/error-alert';
import { paths } from '@/config/paths';
import { DangerZone } from './danger-zone';

/** /admin/races/detail/{raceID}, Manage Race: Race Information, Runners, Results and the Danger Zone. */
export function RacePage() {
  const raceId = Number(useParams().raceID);
  const race = useRace(raceId);

  if (race.isPending) return <StatusText>Loading race...</StatusText>;
  if (race.isError) {
    return (
      <>
        <AdminPageHeader title="Manage Race" />
        <ErrorAlert error={race.error} />
      </>
    );
  }

  const { track } = race.data;
  return (
    <Box sx={{ maxWidth: 960 }}>
      <AdminPageHeader
        title="Manage Race"
        subtitle={<RaceSubtitle race={race.data} />}
        actions={
          <Button
            component={RouterLink}
            to={paths.adminRaceCard.getHref(track.id, race.data.raceDate)}
            startIcon={<ArrowBackIcon />}
          >
            Race Card
          </Button>
        }
      />
      <RaceInformationForm race={race.data} />
      <RunnersSection race={race.data} />
      <ResultsSection race={race.data} />
      <DangerZone race={race.data} />
    </Box>
  );
}

export default RacePage;
