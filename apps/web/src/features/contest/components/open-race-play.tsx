import type { ContestRaceDetail } from '@cj/shared/contests';
import { playsInText } from '@cj/shared/play-messages';
import type { Player } from '@cj/shared/players';
import type { Play } from '@cj/shared/plays';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import { useMyRacePlays } from '../api/get-my-race-plays';
import type { RaceRowProps } from './race-row';
import { RunnerList } from './runner-list';

// The play form (react-hook-form, zod, text fields) loads only for a player on an open race, not on a visitor's first
// load; until it has, the race's runners stand in its place.
const PlayForm = lazy(() => import('./play-form').then((m) => ({ default: m.PlayForm })));
// Only an entry's own open races show its plays, with their removal (a mutation and its dialog): loaded then.
const MyPlays = lazy(() => import('./my-plays').then((m) => ({ default: m.MyPlays })));

/**
 * An open race as its entry plays it: the play form, or, once the race holds the most plays it allows, that the
 * pick is in; then the entry's plays with Change pick and Remove. Loaded only for a player (race-row.tsx).
 */
export function OpenRacePlay({
  contest,
  contestRace,
  entry,
  palette,
  onRaceClosed,
  onPlayPlaced,
}: {
  contest: RaceRowProps['contest'];
  contestRace: ContestRaceDetail;
  entry: Player;
  palette: SaddleClothPalette;
  onRaceClosed: (message: string) => void;
  onPlayPlaced?: (play: Play) => void;
}) {
  // What follows a tap (the card moving on, 'Picked · Undo') arrives before the first tap, so the card moves on as
  // the play is answered, not a download later, under a click the player has started meanwhile.
  useEffect(() => {
    void import('./after-pick');
  }, []);
  const myWagers = useMyRacePlays(contest.slug, contestRace.id);
  const myPlays = (myWagers.data ?? []).filter((wager) => wager.player === entry.id);
  const limitReached = myWagers.isSuccess && myPlays.length >= contestRace.maxWagers;
  // The play whose pick is being changed (one step), while it is still there.
  const [changingId, setChangingId] = useState<number | null>(null);
  const changing = myPlays.find((play) => play.id === changingId) ?? null;
  return (
    <>
      {changing ? (
        <Suspense fallback={<RunnerList runners={contestRace.runners} palette={palette} />}>
          <PlayForm
            key={changing.id}
            contest={contest}
            contestRace={contestRace}
            entry={entry}
            palette={palette}
            replacing={changing}
            onDone={() => setChangingId(null)}
            onRaceClosed={onRaceClosed}
          />
        </Suspense>
      ) : limitReached ? (
        <>
          <Typography
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              fontWeight: 600,
              color: 'success.dark',
              mb: 1,
            }}
          >
            <CheckCircleIcon fontSize="small" aria-hidden />
            {playsInText(contestRace.maxWagers)}
          </Typography>
          <RunnerList runners={contestRace.runners} palette={palette} />
        </>
      ) : (
        <Suspense fallback={<RunnerList runners={contestRace.runners} palette={palette} />}>
          <PlayForm
            contest={contest}
            contestRace={contestRace}
            entry={entry}
            palette={palette}
            onRaceClosed={onRaceClosed}
            onPlaced={onPlayPlaced}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <MyPlays
          slug={contest.slug}
          contestRaceId={contestRace.id}
          entry={entry}
          palette={palette}
          changingId={changing?.id ?? null}
          onChangePick={(play) => setChangingId(play.id)}
        />
      </Suspense>
    </>
  );
}
