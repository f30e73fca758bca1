import { CONTEST_SETUP_MESSAGES } from '@cj/shared/contest-setup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { formatPostTime, formatZonedTime } from '@/lib/zoned-time';
import type { CardChoice, CardErrors, CardSelection } from './card-selection';

interface CardRacesFieldsProps {
  selection: CardSelection;
  onChange: (selection: CardSelection) => void;
  choice: CardChoice;
  errors: CardErrors;
  /** The card may be left unchosen (creating or copying a contest): its date and card are not marked required. */
  optional?: boolean;
}

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 };

/**
 * A race card's races in one step: the date, the card, a box per race (all ticked once the card loads; a finalized
 * race, one past its post time or one the contest has is shown but cannot be ticked, and the races left out for
 * being past post are named under the list) and one minimum stake and maximum of plays for all.
 */
export function CardRacesFields({
  selection,
  onChange,
  choice,
  errors,
  optional = false,
}: CardRacesFieldsProps) {
  const id = useId();
  const change = (changes: Partial<CardSelection>) => onChange({ ...selection, ...changes });
  const cards = choice.cards.data ?? [];
  const offeredIds = choice.rows.filter((row) => row.unavailable === null).map((row) => row.race.id);
  const chosenIds = new Set(choice.chosen.map((race) => race.id));
  const pastPost = choice.rows
    .filter((row) => row.unavailable === 'past post')
    .map(({ race }) => {
      const atTrack = formatZonedTime(race.postTime, race.track.timezone, { viewer: race.track.timezone });
      return `Race ${race.raceNumber} (${atTrack})`;
    });

  const toggle = (raceId: number, ticked: boolean) => {
    const next = ticked ? [...chosenIds, raceId] : [...chosenIds].filter((chosen) => chosen !== raceId);
    change({ raceIDs: next.length === offeredIds.length ? 'all' : next });
  };

  const cardHelp =
    selection.raceDate === ''
      ? 'Choose a race date first.'
      : choice.cards.isPending
        ? 'Loading race cards...'
        : cards.length === 0
          ? 'No race cards.'
          : undefined;

  return (
    <>
      <Box sx={twoColumns}>
        <TextField
          fullWidth
          margin="normal"
          id={`${id}-date`}
          label="Race Date"
          type="date"
          required={!optional}
          value={selection.raceDate}
          onChange={(event) => change({ raceDate: event.target.value, trackId: '', raceIDs: 'all' })}
          error={Boolean(errors.raceDate)}
          helperText={errors.raceDate}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          fullWidth
          margin="normal"
          id={`${id}-card`}
          label="Race Card"
          required={!optional}
          value={cards.some((card) => card.track.id === selection.trackId) ? selection.trackId : ''}
          onChange={(event) => change({ trackId: Number(event.target.value), raceIDs: 'all' })}
          disabled={selection.raceDate === '' || cards.length === 0}
          error={Boolean(errors.trackID)}
          helperText={errors.trackID ?? cardHelp}
        >
          {cards.map((card) => (
            <MenuItem key={card.track.id} value={card.track.id}>
              {`${card.track.name} (${card.racesCount} ${card.racesCount === 1 ? 'race' : 'races'})`}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {selection.trackId === '' ? null : (
        <FormControl component="fieldset" error={Boolean(errors.raceIDs)} sx={{ mt: 1, width: '100%' }}>
          <FormLabel component="legend">
            Races ({choice.chosen.length} of {choice.rows.length} chosen)
          </FormLabel>
          {choice.races.isPending ? <FormHelperText>Loading races...</FormHelperText> : null}
          <FormGroup>
            {choice.rows.map(({ race, unavailable }) => (
              <FormControlLabel
                key={race.id}
                control={
                  <Checkbox
                    checked={chosenIds.has(race.id)}
                    disabled={unavailable !== null}
                    onChange={(event) => toggle(race.id, event.target.checked)}
                  />
                }
                label={`Race ${race.raceNumber} · Post Time is ${formatPostTime(race.postTime, race.track.timezone)}${unavailable ? ` (${unavailable})` : ''}`}
              />
            ))}
          </FormGroup>
          {pastPost.length > 0 ? (
            <Alert severity="info" sx={{ mt: 1 }}>
              {CONTEST_SETUP_MESSAGES.pastPostLeftOut(pastPost)}
            </Alert>
          ) : null}
          {errors.raceIDs ? <FormHelperText>{errors.raceIDs}</FormHelperText> : null}
        </FormControl>
      )}
      <Box sx={twoColumns}>
        <TextField
          fullWidth
          margin="normal"
          id={`${id}-min`}
          label="Minimum Wager ($)"
          required
          value={selection.minWagerAmount}
          onChange={(event) => change({ minWagerAmount: event.target.value })}
          error={Boolean(errors.minWagerAmount)}
          helperText={errors.minWagerAmount ?? '0: at least $2.00; the same for every race'}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          fullWidth
          margin="normal"
          id={`${id}-max`}
          label="Maximum Wagers"
          required
          value={selection.maxWagers}
          onChange={(event) => change({ maxWagers: event.target.value })}
          error={Boolean(errors.maxWagers)}
          helperText={errors.maxWagers ?? 'Plays an entry may make on each race'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
    </>
  );
}
