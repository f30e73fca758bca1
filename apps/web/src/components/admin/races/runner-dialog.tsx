import type { Runner } from '@cj/shared/races';
import { UpdateRunnerSchema } from '@cj/shared/runners';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { type Control, useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateRunner } from '@/api/races/create-runner';
import { useUpdateRunner } from '@/api/races/update-runner';
import { FormDialog } from '@/components/admin/form-dialog';
import { FormColumns } from '@/components/ui/form-columns';
import { FormTextField } from '@/components/ui/form-text-field';

type RunnerFormInput = z.input<typeof UpdateRunnerSchema>;

const EMPTY: RunnerFormInput = {
  programNumber: '',
  name: '',
  morningLine: '',
  scratched: false,
  mto: false,
  ae: false,
};

function formValues(runner: Runner | null): RunnerFormInput {
  if (!runner) return EMPTY;
  const { programNumber, name, morningLine, scratched, mto, ae } = runner;
  return { programNumber, name, morningLine, scratched, mto, ae };
}

interface RunnerDialogProps {
  raceId: number;
  open: boolean;
  /** The runner to update, or null to add one. */
  runner: Runner | null;
  onClose: () => void;
}

/** Add/Update Runner (spec §2, §5): program number, name, morning line, scratched, MTO and AE. */
export function RunnerDialog({ raceId, open, runner, onClose }: RunnerDialogProps) {
  const createRunner = useCreateRunner(raceId);
  const updateRunner = useUpdateRunner(raceId);
  const save = runner ? updateRunner : createRunner;
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(UpdateRunnerSchema),
    values: formValues(runner),
  });

  const close = () => {
    // The next Add Runner starts empty (an update's values come back from `values`).
    reset(EMPTY);
    createRunner.reset();
    updateRunner.reset();
    onClose();
  };

  const submit = handleSubmit((values) => {
    if (runner) {
      updateRunner.mutate({ runnerId: runner.id, runner: values }, { onSuccess: close });
    } else {
      createRunner.mutate(
        { ...values, raceID: raceId, mto: values.mto ?? false, ae: values.ae ?? false },
        { onSuccess: close },
      );
    }
  });

  const title = runner ? 'Update Runner' : 'Add Runner';
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={close}
      onSubmit={submit}
      submitLabel={title}
      pending={save.isPending}
      error={save.error}
    >
      <FormColumns columns="1fr 2fr">
        <FormTextField
          control={control}
          name="programNumber"
          label="Program Number"
          helperText="1 to 35, AE1 to AE4, or blank"
          slotProps={{ htmlInput: { maxLength: 4 } }}
        />
        <FormTextField
          control={control}
          name="name"
          label="Name"
          required
          helperText="Coupled entries: Horse A / Horse B"
        />
      </FormColumns>
      <FormTextField
        control={control}
        name="morningLine"
        label="Morning Line"
        required
        helperText="Like 9-2, 5/2, 4.50 or EVEN"
      />
      <FormGroup row>
        <CheckboxField control={control} name="scratched" label="Scratched" />
        <CheckboxField control={control} name="mto" label="MTO (main track only)" />
        <CheckboxField control={control} name="ae" label="AE (also eligible)" />
      </FormGroup>
    </FormDialog>
  );
}

function CheckboxField({
  control,
  name,
  label,
}: {
  control: Control<RunnerFormInput, unknown, z.output<typeof UpdateRunnerSchema>>;
  name: 'scratched' | 'mto' | 'ae';
  label: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
    />
  );
}
