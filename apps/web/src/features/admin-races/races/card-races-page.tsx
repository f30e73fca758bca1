import type { Race } from '@cj/shared/races';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useCardRaces } from '@/api/races/get-card-races';
import { AdminPageHeader } from '@/components/admin/page-header';
import { QueryList } from '@/components/admin/query-list';
import { RaceStateChip } from '@/components/admin/races/race-state-chip';
import { paths } from '@/config/paths';
import { formatContestDate, formatPostTime } from '@/lib/zoned-time';
import { useTracks } from '../tracks/api/get-tracks';
import { AddRaceDialog } from './add-race-dialog';

/** /admin/races/{trackID}/{raceDate}: the races of one card, each leading to its Manage Race page. */
export function CardRacesPage() {
  const params = useParams();
  const trackId = Number(params.trackID);
  const raceDate = params.raceDate ?? '';
  const races = useCardRaces(trackId, raceDate);
  const tracks = useTracks();
  const [adding, setAdding] = useState(false);
  const trackName = tracks.data?.find((track) => track.id === trackId)?.name ?? races.data?.[0]?.track.name;

  return (
    <>
      <AdminPageHeader
        title={trackName ? `${trackName} Race Card` : 'Race Card'}
        subtitle={/^\d{4}-\d{2}-\d{2}$/.test(raceDate) ? formatContestDate(raceDate) : undefined}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Add New Race
          </Button>
        }
      />
      <QueryList
        query={races}
        label="Races"
        loadingText="Loading races..."
        emptyText="No races found for this card."
        renderItem={(race) => <CardRaceRow key={race.id} race={race} />}
      />
      <AddRaceDialog open={adding} onClose={() => setAdding(false)} card={{ trackId, date: raceDate }} />
    </>
  );
}

function CardRaceRow({ race }: { race: Race }) {
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={RouterLink} to={paths.adminRace.getHref(race.id)}>
        <ListItemText
          primary={`${race.track.name} Race ${race.raceNumber}`}
          secondary={`Post Time is ${formatPostTime(race.postTime, race.track.timezone)}`}
        />
        <RaceStateChip race={race} />
      </ListItemButton>
    </ListItem>
  );
}

export default CardRacesPage;
