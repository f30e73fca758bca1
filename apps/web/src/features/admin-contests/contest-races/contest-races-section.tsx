import { CONTEST_RACE_MESSAGES } from '@cj/shared/contest-admin';
import type { Contest, ContestRaceDetail } from '@cj/shared/contests';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useContestRaces } from '@/api/contests/get-contest-races';
import { AdminSection } from '@/components/admin/admin-section';
import { formatDollars } from '@/components/admin/dollars';
import { QueryList } from '@/components/admin/query-list';
import { RaceStateChip } from '@/components/admin/races/race-state-chip';
import { useRemoval } from '@/components/admin/use-removal';
import { paths } from '@/config/paths';
import { formatContestDate, formatPostTime } from '@/lib/zoned-time';
import { AddCardRacesDialog } from './add-card-races-dialog';
import { AddContestRaceDialog } from './add-contest-race-dialog';
import { useRemoveContestRace } from './api/remove-contest-race';

const REMOVE_RACE_FAILED = 'Failed to remove race.';

/** 'Churchill Downs Race 4'. */
export const contestRaceTitle = ({ race }: Pick<ContestRaceDetail, 'race'>) =>
  `${race.track.name} Race ${race.raceNumber}`;

/**
 * The contest's races, each leading to its Contest Race page; add a race card's races in one step or one race, or
 * take one out after confirming. Once the contest has concluded its races can no longer change (the API answers
 * 409): the actions stay in view, disabled and described by a note saying why.
 */
export function ContestRacesSection({ contest }: { contest: Contest }) {
  const concludedNoteId = useId();
  const concluded = contest.concludedAt !== null;
  const lockedWhenConcluded = concluded ? { disabled: true, 'aria-describedby': concludedNoteId } : {};
  const races = useContestRaces(contest.slug);
  const removeRace = useRemoveContestRace(contest.slug);
  const [adding, setAdding] = useState(false);
  const [addingCard, setAddingCard] = useState(false);
  const removal = useRemoval<ContestRaceDetail>({
    thing: 'race',
    describe: contestRaceTitle,
    remove: (contestRace, callbacks) => removeRace.mutate(contestRace.id, callbacks),
    failedMessage: REMOVE_RACE_FAILED,
  });

  return (
    <AdminSection
      title="Races"
      actions={
        <>
          <Button
            variant="contained"
            startIcon={<PlaylistAddIcon />}
            onClick={() => setAddingCard(true)}
            {...lockedWhenConcluded}
          >
            Add Race Card
          </Button>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setAdding(true)}
            {...lockedWhenConcluded}
          >
            Add Race
          </Button>
        </>
      }
    >
      {concluded ? (
        <Typography id={concludedNoteId} variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {CONTEST_RACE_MESSAGES.contestConcluded}
        </Typography>
      ) : null}
      <QueryList
        query={races}
        label="Contest races"
        loadingText="Loading races..."
        emptyText="No races in this contest."
        renderItem={(contestRace) => (
          <ContestRaceRow
            key={contestRace.id}
            contestRace={contestRace}
            onRemove={() => removal.ask(contestRace)}
            removeProps={lockedWhenConcluded}
          />
        )}
      />
      <AddContestRaceDialog
        contest={contest}
        racesInContest={races.data ?? []}
        open={adding}
        onClose={() => setAdding(false)}
      />
      <AddCardRacesDialog
        contest={contest}
        racesInContest={races.data ?? []}
        open={addingCard}
        onClose={() => setAddingCard(false)}
      />
      {removal.dialog}
    </AdminSection>
  );
}

interface ContestRaceRowProps {
  contestRace: ContestRaceDetail;
  onRemove: () => void;
  /** Disables Remove, with the note saying why, once the contest has concluded. */
  removeProps: { disabled?: boolean; 'aria-describedby'?: string };
}

function ContestRaceRow({ contestRace, onRemove, removeProps }: ContestRaceRowProps) {
  const { race } = contestRace;
  const title = contestRaceTitle(contestRace);
  return (
    <ListItem
      divider
      disablePadding
      secondaryAction={
        <IconButton aria-label={`Remove ${title}`} onClick={onRemove} edge="end" {...removeProps}>
          <DeleteIcon />
        </IconButton>
      }
    >
      <ListItemButton
        component={RouterLink}
        to={paths.adminContestRace.getHref(contestRace.id)}
        sx={{ flexWrap: 'wrap', columnGap: 1 }}
      >
        <ListItemText
          primary={title}
          secondary={`${formatContestDate(race.raceDate)} · Post Time is ${formatPostTime(race.postTime, race.track.timezone)} · Max wagers ${contestRace.maxWagers} · Minimum wager ${formatDollars(contestRace.minWagerAmount)}`}
          sx={{ minWidth: 0 }}
        />
        <RaceStateChip race={race} />
      </ListItemButton>
    </ListItem>
  );
}
