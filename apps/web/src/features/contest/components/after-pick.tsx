import type { Contest, ContestRaceDetail } from '@cj/shared/contests';
import type { Play } from '@cj/shared/plays';
import { useEffect, useRef } from 'react';
import { raceAfterPlay } from './pick-card-moves';
import { PickedSnackbar } from './picked-snackbar';

/**
 * What follows a tap that placed a play: the card moves on once the race is full (the next race left to pick opens,
 * comes into view and takes the focus), and 'Picked #3 Name · Undo' shows. Mounted once per play (keyed by it);
 * loaded with a player's first play, so none of it is part of the contest page's first load.
 */
export function AfterPick({
  slug,
  play,
  races,
  picks,
  picksLockAt,
  picksLocked,
  now,
  openRace,
  onClose,
}: {
  slug: string;
  play: Play;
  races: readonly ContestRaceDetail[];
  /** The entry's plays in the contest as last read (with or without this one). */
  picks: readonly Play[];
  picksLockAt: Contest['picksLockAt'];
  /** No race takes plays or their removal any more: Pick & Pray's lock, or a cancelled contest. */
  picksLocked: boolean;
  now: number;
  /** Opens a race, brings it into view and focuses its heading. */
  openRace: (contestRaceId: number) => void;
  onClose: () => void;
}) {
  // Where to go is decided once, as the play is placed: the plays and the clock read later must not move it again.
  const placed = useRef({ races, picks, picksLockAt, now, openRace });
  useEffect(() => {
    const { races, picks, picksLockAt, now, openRace } = placed.current;
    const contestRace = races.find((race) => race.id === play.race);
    if (!contestRace) return;
    const next = raceAfterPlay({ races, contestRace, play, picks, picksLockAt, now });
    if (next !== null) openRace(next);
  }, [play]);
  return (
    <PickedSnackbar
      slug={slug}
      play={play}
      races={races}
      picksLocked={picksLocked}
      now={now}
      onClose={onClose}
      onUndone={(undone) => openRace(undone.race)}
    />
  );
}
