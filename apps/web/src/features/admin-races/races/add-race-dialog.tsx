import {
  CREATE_RACE_MESSAGES,
  CreateRaceSchema,
  RACE_CARD_MESSAGES,
  RACE_NUMBER_MAX,
} from '@cj/shared/race-cards';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormDialog } from '@/components/admin/form-dialog';
import { fromTrackInputs } from '@/components/admin/races/track-time';
import { FormTextField } from '@/components/ui/form-text-field';
import { paths } from '@/config/paths';
import { useTracks } from '../tracks/api/get-tracks';
import { trackChoice } from '../tracks/track-choice';
import { TrackSelect } from '../tracks/track-select';
import { useCreateRace } from './api/create-race';

/**
 * Add New Race (spec §5): track, race number, and a post time combining the start date and the picked time, both
 * read at the track.
 */
const AddRaceFormSchema = z.object({
  trackID: trackChoice(RACE_CARD_MESSAGES.trackRequired),
  raceNumber: z
    .string()
    .trim()
    .min(1, CREATE_RACE_MESSAGES.raceNumberRequired)
    .transform(Number)
    .pipe(CreateRaceSchema.shape.raceNumber),
  startDate: z.string().min(1, CREATE_RACE_MESSAGES.postTimeRequired),
  postTime: z.string().min(1, CREATE_RACE_MESSAGES.postTimeRequired),
});
type AddRaceFormInput = z.input<typeof AddRaceFormSchema>;

interface AddRaceDialogProps {
  open: boolean;
  onClose: () => void;
  /** The card the race goes on, when known (a card's page): track and date start filled in. */
  card?: { trackId: number; date: string };
}

export function AddRaceDialog({ open, onClose, card }: AddRaceDialogProps) {
  const navigate = useNavigate();
  const tracks = useTracks();
  const createRace = useCreateRace();
  const empty: AddRaceFormInput = {
    trackID: card?.trackId ?? '',
    raceNumber: '',
    startDate: card?.date ?? '',
    postTime: '',
  };
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(AddRaceFormSchema),
    defaultValues: empty,
  });

  const close = () => {
    reset(empty);
    createRace.reset();
    onClose();
  };

  const submit = handleSubmit(({ trackID, raceNumber, startDate, postTime }) => {
    const track = tracks.data?.find((candidate) => candidate.id === trackID);
    if (!track) return;
    createRace.mutate(
      { trackID, raceNumber, postTime: fromTrackInputs(startDate, postTime, track.timezone) },
      {
        onSuccess: (race) => {
          close();
          navigate(paths.adminRace.getHref(race.id));
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      title="Add New Race"
      onClose={close}
      onSubmit={submit}
      submitLabel="Add Race"
      pending={createRace.isPending}
      error={createRace.error}
    >
      <TrackSelect control={control} name="trackID" />
      <FormTextField
        control={control}
        name="raceNumber"
        label="Race Number"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, max: RACE_NUMBER_MAX } }}
      />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, columnGap: 2 }}>
        <FormTextField
          control={control}
          name="startDate"
          label="Start Date"
          type="date"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={control}
          name="postTime"
          label="Post Time"
          type="time"
          required
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="At the track"
        />
      </Box>
    </FormDialog>
  );
}
