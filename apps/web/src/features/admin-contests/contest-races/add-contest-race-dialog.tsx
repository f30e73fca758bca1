import { CONTEST_RACE_MESSAGES } from '@cj/shared/contest-admin';
import type { Contest, ContestRace } from '@cj/shared/contests';
import { localDate } from '@cj/shared/rules/wall-clock';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { getCardRacesQueryOptions } from '@/api/races/get-card-races';
import { getRaceCardsQueryOptions } from '@/api/races/get-race-cards';
import { FormDialog } from '@/components/admin/form-dialog';
import { chosenId, FormSelect, type SelectOption } from '@/components/admin/form-select';
import { FormTextField } from '@/components/ui/form-text-field';
import { formatPostTime } from '@/lib/zoned-time';
import { useAddContestRace } from './api/add-contest-race';
import { ContestRaceLimitInputs, contestRaceLimitFields } from './contest-race-limits';

const R = CONTEST_RACE_MESSAGES;

/**
 * Add Contest Race (spec §2, §5): a race date, a race card (track) of that date, a race of the card, the minimum
 * wager in dollars (0: the $2 floor) and the most plays an entry may make on it.
 */
const AddContestRaceFormSchema = z.object({
  raceDate: z.string(),
  trackId: z.union([z.number(), z.literal('')]),
  raceID: chosenId(R.raceIdRequired),
  ...contestRaceLimitFields,
});
type AddContestRaceFormInput = z.input<typeof AddContestRaceFormSchema>;

interface AddContestRaceDialogProps {
  contest: Contest;
  /** The races already in the contest, which cannot be added again. */
  racesInContest: readonly Pick<ContestRace, 'raceID'>[];
  open: boolean;
  onClose: () => void;
}

export function AddContestRaceDialog({ contest, racesInContest, open, onClose }: AddContestRaceDialogProps) {
  const addRace = useAddContestRace(contest.slug);
  const empty: AddContestRaceFormInput = {
    raceDate: localDate(new Date(contest.startTime), 'UTC'),
    trackId: '',
    raceID: '',
    minWagerAmount: '0',
    maxWagers: '1',
  };
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: zodResolver(AddContestRaceFormSchema),
    defaultValues: empty,
  });
  const raceDate = useWatch({ control, name: 'raceDate' });
  const trackId = useWatch({ control, name: 'trackId' });
  const cards = useQuery({ ...getRaceCardsQueryOptions(raceDate), enabled: open && raceDate !== '' });
  const races = useQuery({
    ...getCardRacesQueryOptions(Number(trackId), raceDate),
    enabled: open && trackId !== '' && raceDate !== '',
  });

  const cardOptions: SelectOption[] = (cards.data ?? []).map((card) => ({
    value: card.track.id,
    label: `${card.track.name} (${card.racesCount} ${card.racesCount === 1 ? 'race' : 'races'})`,
  }));
  const inContest = new Set(racesInContest.map((contestRace) => contestRace.raceID));
  const raceOptions: SelectOption[] = (races.data ?? [])
    .filter((race) => !inContest.has(race.id) && !race.finalized && !race.pastPost)
    .map((race) => ({
      value: race.id,
      label: `Race ${race.raceNumber} · Post Time is ${formatPostTime(race.postTime, race.track.timezone)}`,
    }));

  const close = () => {
    reset(empty);
    addRace.reset();
    onClose();
  };

  const submit = handleSubmit(({ raceID, minWagerAmount, maxWagers }) => {
    // A race chosen before the date or card changed is no longer on offer.
    if (!raceOptions.some((option) => option.value === raceID)) {
      setError('raceID', { message: R.raceIdRequired }, { shouldFocus: true });
      return;
    }
    addRace.mutate({ contestID: contest.id, raceID, minWagerAmount, maxWagers }, { onSuccess: close });
  });

  return (
    <FormDialog
      open={open}
      title="Add Contest Race"
      onClose={close}
      onSubmit={submit}
      submitLabel="Add Race"
      pending={addRace.isPending}
      error={addRace.error}
    >
      <FormTextField
        control={control}
        name="raceDate"
        label="Race Date"
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormSelect
        control={control}
        name="trackId"
        label="Race Card"
        options={cardOptions}
        disabled={raceDate === ''}
        helperText={
          raceDate === ''
            ? 'Choose a race date first.'
            : cards.isPending
              ? 'Loading race cards...'
              : cardOptions.length === 0
                ? 'No race cards.'
                : undefined
        }
      />
      <FormSelect
        control={control}
        name="raceID"
        label="Race"
        required
        options={raceOptions}
        disabled={trackId === ''}
        helperText={
          trackId === ''
            ? 'Choose a race card first.'
            : races.isPending
              ? 'Loading races...'
              : raceOptions.length === 0
                ? 'Every race of this card is in the contest, finalized or past its post time.'
                : undefined
        }
      />
      <ContestRaceLimitInputs control={control} />
    </FormDialog>
  );
}
