import {
  type FinisherInput,
  RACE_DAY_MESSAGES,
  type RaceDayRace,
  wholeResultProblem,
} from '@cj/shared/race-day';
import { dollarsToCents } from '@cj/shared/rules/money';
import { ordinal } from '@cj/shared/rules/ordinal';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '@/components/admin/form-dialog';
import { useToast } from '@/components/admin/toast';
import { useSetRaceResult } from './api/set-race-result';

interface WinnerRow {
  key: number;
  runnerId: string;
  payoff: string;
}

interface PlaceRow {
  key: number;
  runnerId: string;
}

/** Finishers after the winners a new result starts with (2nd and 3rd). */
const EMPTY_PLACES = 2;
let rowKey = 0;
const nextKey = () => rowKey++;

/** The rows a dialog opens with: the race's current result, or one winner and empty places. */
function initialRows(race: RaceDayRace): { winners: WinnerRow[]; places: PlaceRow[] } {
  if (race.finishers.length === 0) {
    return {
      winners: [{ key: nextKey(), runnerId: '', payoff: '' }],
      places: Array.from({ length: EMPTY_PLACES }, () => ({ key: nextKey(), runnerId: '' })),
    };
  }
  return {
    winners: race.finishers
      .filter((f) => f.position === 1)
      .map((f) => ({ key: nextKey(), runnerId: String(f.runnerId), payoff: String(f.payoff ?? '') })),
    places: race.finishers
      .filter((f) => f.position !== 1)
      .map((f) => ({ key: nextKey(), runnerId: String(f.runnerId) })),
  };
}

/** The payoff typed, in dollars; NaN when it is not an amount of dollars and cents (the shared rule refuses it). */
function payoffDollars(text: string): number {
  const cents = text.trim() === '' ? null : dollarsToCents(text);
  return cents === null ? Number.NaN : cents / 100;
}

interface RaceResultDialogProps {
  race: RaceDayRace;
  title: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Enter (or edit, until finalize) a race's whole result in one form: the winner with its $2 win payoff, "Add dead
 * heat" for another winner with its own payoff, then the finish order. Opening it again shows the current result.
 */
export function RaceResultDialog({ race, title, open, onClose }: RaceResultDialogProps) {
  const [rows, setRows] = useState(() => initialRows(race));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetRaceResult(race.id);
  const showToast = useToast();
  const starters = race.runners.filter((runner) => !runner.scratched);
  const chosen = new Set([...rows.winners, ...rows.places].map((row) => row.runnerId).filter(Boolean));

  const close = () => {
    onClose();
    save.reset();
    setProblem(null);
    setRows(initialRows(race));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rows.winners.some((row) => row.runnerId === '')) {
      setProblem(RACE_DAY_MESSAGES.runnerRequired);
      return;
    }
    const places = rows.places.filter((row) => row.runnerId !== '');
    const finishers: FinisherInput[] = [
      ...rows.winners.map((row) => ({
        runnerId: Number(row.runnerId),
        position: 1,
        payoff: payoffDollars(row.payoff),
      })),
      ...places.map((row, index) => ({
        runnerId: Number(row.runnerId),
        position: rows.winners.length + index + 1,
      })),
    ];
    const found = wholeResultProblem(
      finishers.map((f) => (Number.isNaN(f.payoff) ? { ...f, payoff: undefined } : f)),
    );
    setProblem(found);
    if (found !== null) return;
    save.mutate(
      { finishers },
      {
        onSuccess: () => {
          onClose();
          showToast(`${title}: result saved.`, { severity: 'success' });
        },
      },
    );
  };

  const runnerSelect = (label: string, value: string, onChange: (value: string) => void) => (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ flex: '2 1 12rem' }}
    >
      <option value="">Choose a runner</option>
      {starters.map((runner) => (
        <option
          key={runner.id}
          value={runner.id}
          disabled={chosen.has(String(runner.id)) && String(runner.id) !== value}
        >
          #{runner.programNumber} {runner.name}
        </option>
      ))}
    </TextField>
  );

  const setWinner = (key: number, change: Partial<WinnerRow>) =>
    setRows((current) => ({
      ...current,
      winners: current.winners.map((row) => (row.key === key ? { ...row, ...change } : row)),
    }));
  const setPlace = (key: number, runnerId: string) =>
    setRows((current) => ({
      ...current,
      places: current.places.map((row) => (row.key === key ? { ...row, runnerId } : row)),
    }));

  return (
    <FormDialog
      open={open}
      title={`Result: ${title}`}
      onClose={close}
      onSubmit={submit}
      submitLabel="Save result"
      pending={save.isPending}
      error={save.error}
    >
      {problem ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {problem}
        </Alert>
      ) : null}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
        {rows.winners.length > 1 ? 'Winners (dead heat)' : 'Winner'}
      </Typography>
      {rows.winners.map((row, index) => (
        <Box key={row.key} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1.5 }}>
          {runnerSelect(
            index === 0 ? 'Winner (1st)' : `Dead heat winner ${index + 1} (1st)`,
            row.runnerId,
            (runnerId) => setWinner(row.key, { runnerId }),
          )}
          <TextField
            label={index === 0 ? 'Win payoff ($2)' : `Win payoff ${index + 1} ($2)`}
            value={row.payoff}
            onChange={(event) => setWinner(row.key, { payoff: event.target.value })}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ flex: '1 1 8rem' }}
          />
          {index > 0 ? (
            <IconButton
              aria-label={`Remove dead heat winner ${index + 1}`}
              onClick={() =>
                setRows((current) => ({
                  ...current,
                  winners: current.winners.filter((r) => r.key !== row.key),
                }))
              }
            >
              <DeleteIcon />
            </IconButton>
          ) : null}
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() =>
          setRows((current) => ({
            ...current,
            winners: [...current.winners, { key: nextKey(), runnerId: '', payoff: '' }],
          }))
        }
        disabled={rows.winners.length >= starters.length}
        sx={{ mt: 1 }}
      >
        Add dead heat
      </Button>

      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        Finish order
      </Typography>
      {rows.places.map((row, index) => {
        const place = ordinal(rows.winners.length + index + 1);
        return (
          <Box key={row.key} sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1.5 }}>
            {runnerSelect(place, row.runnerId, (runnerId) => setPlace(row.key, runnerId))}
            <IconButton
              aria-label={`Remove ${place}`}
              onClick={() =>
                setRows((current) => ({
                  ...current,
                  places: current.places.filter((r) => r.key !== row.key),
                }))
              }
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        onClick={() =>
          setRows((current) => ({
            ...current,
            places: [...current.places, { key: nextKey(), runnerId: '' }],
          }))
        }
        disabled={rows.winners.length + rows.places.length >= starters.length}
        sx={{ mt: 1 }}
      >
        Add finisher
      </Button>
    </FormDialog>
  );
}
