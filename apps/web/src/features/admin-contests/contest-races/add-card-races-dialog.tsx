import type { Contest, ContestRace } from '@cj/shared/contests';
import { localDate } from '@cj/shared/rules/wall-clock';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '@/components/admin/form-dialog';
import { useAddCardRaces } from './api/add-card-races';
import { CardRacesFields } from './card-races-fields';
import { type CardErrors, emptyCardSelection, parseCardSelection, useCardChoice } from './card-selection';

interface AddCardRacesDialogProps {
  contest: Contest;
  /** The races already in the contest, shown on the card but not offered again. */
  racesInContest: readonly Pick<ContestRace, 'raceID'>[];
  open: boolean;
  onClose: () => void;
}

/** Add Race Card: every ticked race of one card joins the contest in one call, with the same limits. */
export function AddCardRacesDialog({ contest, racesInContest, open, onClose }: AddCardRacesDialogProps) {
  const addCard = useAddCardRaces(contest);
  const empty = emptyCardSelection(localDate(new Date(contest.startTime), 'UTC'));
  const [selection, setSelection] = useState(empty);
  const [errors, setErrors] = useState<CardErrors>({});
  const choice = useCardChoice(selection, {
    enabled: open,
    racesInContest: new Set(racesInContest.map((contestRace) => contestRace.raceID)),
  });

  const close = () => {
    setSelection(empty);
    setErrors({});
    addCard.reset();
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseCardSelection(selection, choice.chosen);
    setErrors(parsed.errors ?? {});
    if (parsed.data) addCard.mutate(parsed.data, { onSuccess: close });
  };

  return (
    <FormDialog
      open={open}
      title="Add Race Card"
      onClose={close}
      onSubmit={submit}
      submitLabel={choice.chosen.length === 1 ? 'Add 1 Race' : `Add ${choice.chosen.length} Races`}
      pending={addCard.isPending}
      error={addCard.error}
    >
      <CardRacesFields selection={selection} onChange={setSelection} choice={choice} errors={errors} />
    </FormDialog>
  );
}
