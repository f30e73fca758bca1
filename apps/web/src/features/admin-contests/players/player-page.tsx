import type { Contest, ContestRaceDetail } from '@cj/shared/contests';
import type { Player } from '@cj/shared/players';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useContest } from '@/api/contests/get-contest';
import { useContestRaces } from '@/api/contests/get-contest-races';
import { usePlayerPlays } from '@/api/plays/get-player-plays';
import { AdminSection } from '@/components/admin/admin-section';
import { AdminPageHeader } from '@/components/admin/page-header';
import { StatusText } from '@/components/admin/status-text';
import { ErrorAlert } from '@/components/errors/error-alert';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useServerNow } from '@/lib/use-server-now';
import { contestRaceTitle } from '../contest-races/contest-races-section';
import { arePlaysChangeable } from '../contest-races/picks-open';
import { PlaysList } from '../contest-races/plays-list';
import { AddPlayDialog } from './add-play-dialog';
import { usePlayer } from './api/get-player';
import { EditPlayerForm } from './edit-player-form';

const REMOVE_PLAY_FAILED = 'Failed to remove wager.';

/** /admin/contest/{contestSlug}/players/{id}, Manage Contest Player: Edit Player, and the entry's plays. */
export function PlayerPage() {
  const params = useParams();
  const slug = params.contestSlug ?? '';
  const player = usePlayer(slug, Number(params.id));
  const contest = useContest(slug);

  if (player.isPending || contest.isPending) return <StatusText>Loading player...</StatusText>;
  if (player.isError || contest.isError) {
    return (
      <>
        <AdminPageHeader title="Manage Contest Player" />
        <ErrorAlert error={player.error ?? contest.error} />
      </>
    );
  }

  const { account } = player.data;
  return (
    <Box sx={{ maxWidth: 960 }}>
      <AdminPageHeader
        title="Manage Contest Player"
        subtitle={
          <>
            {player.data.name} in {contest.data.name}
            {account ? (
              <>
                {' · '}
                <Link to={paths.adminAccount.getHref(account.id)}>{account.email}</Link>
              </>
            ) : null}
          </>
        }
        actions={
          <Button
            component={RouterLink}
            to={`${paths.contestManage.getHref(slug)}?tab=players`}
            startIcon={<ArrowBackIcon />}
          >
            Players
          </Button>
        }
      />
      <EditPlayerForm slug={slug} player={player.data} />
      <EntryPlays contest={contest.data} player={player.data} />
    </Box>
  );
}

/** The entry's plays, removable while their race is open, and Add New Play. */
function EntryPlays({ contest, player }: { contest: Contest; player: Player }) {
  const plays = usePlayerPlays(contest.slug, player.id);
  const races = useContestRaces(contest.slug);
  const [adding, setAdding] = useState(false);
  const racesById = new Map<number, ContestRaceDetail>((races.data ?? []).map((race) => [race.id, race]));
  // A race's plays stop being removable at its post time, on the server's clock.
  const now = useServerNow({ wakeAt: races.data?.map((contestRace) => contestRace.race.postTime) });
  const changeable = (contestRace: ContestRaceDetail) => arePlaysChangeable(contest, contestRace.race, now);
  const openRaces = (races.data ?? []).filter(changeable);

  return (
    <AdminSection
      title="Plays"
      actions={
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={openRaces.length === 0}
          onClick={() => setAdding(true)}
        >
          Add New Play
        </Button>
      }
    >
      {plays.isPending ? (
        <StatusText>Loading plays...</StatusText>
      ) : plays.isError ? (
        <ErrorAlert error={plays.error} />
      ) : plays.data.length === 0 ? (
        <StatusText>No wagers for this player.</StatusText>
      ) : (
        <PlaysList
          slug={contest.slug}
          plays={plays.data}
          label="Plays"
          heading={(play) => {
            const contestRace = racesById.get(play.race);
            return contestRace ? (
              <Link to={paths.adminContestRace.getHref(contestRace.id)}>{contestRaceTitle(contestRace)}</Link>
            ) : (
              `Race ${play.raceNumber}`
            );
          }}
          removable={(play) => {
            const contestRace = racesById.get(play.race);
            return contestRace !== undefined && changeable(contestRace);
          }}
          removeFailed={{
            message: REMOVE_PLAY_FAILED,
            options: { anchor: { vertical: 'top', horizontal: 'center' } },
          }}
        />
      )}
      <AddPlayDialog
        slug={contest.slug}
        format={contest.format}
        alternatesEnabled={contest.alternatesEnabled}
        player={player}
        races={openRaces}
        open={adding}
        onClose={() => setAdding(false)}
      />
    </AdminSection>
  );
}

export default PlayerPage;
