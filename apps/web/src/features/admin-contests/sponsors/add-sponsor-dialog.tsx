import { IMAGE_ACCEPT } from '@cj/shared/images';
import { SponsorFieldsSchema } from '@cj/shared/sponsors';
import { zodResolver } from '@hookform/resolvers/zod';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/admin/form-dialog';
import { FilePicker } from '@/components/ui/file-picker';
import { FormTextField } from '@/components/ui/form-text-field';
import { UploadProgress } from '@/components/ui/upload-progress';
import { imageFileProblem } from '@/lib/image-file';
import { useAddSponsor } from './api/add-sponsor';

interface AddSponsorDialogProps {
  slug: string;
  /** Where a new sponsor goes unless the admin says otherwise: after the others. */
  nextLayoutOrder: number;
  open: boolean;
  onClose: () => void;
}

/**
 * Add New Sponsor (spec §2, §5): name, layout order and one logo file, checked in that order as the server checks
 * them ('Name is required', 'Layout order is required', 'File is required'); the logo must be one PNG, JPEG, WebP
 * or SVG image of at most 2 MB. The server reads the type from the bytes, and its refusal shows in the dialog.
 */
export function AddSponsorDialog({ slug, nextLayoutOrder, open, onClose }: AddSponsorDialogProps) {
  const addSponsor = useAddSponsor(slug);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [fileMessage, setFileMessage] = useState<string | null>(null);
  const empty = { name: '', layoutOrder: String(nextLayoutOrder) };
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(SponsorFieldsSchema),
    values: empty,
  });

  const close = () => {
    reset(empty);
    addSponsor.reset();
    setFileMessage(null);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const files = inputRef.current?.files ?? null;
    const problem = imageFileProblem(files);
    setFileMessage(problem);
    void handleSubmit(
      ({ name, layoutOrder }) => {
        if (problem || !files?.[0]) {
          buttonRef.current?.focus();
          return;
        }
        addSponsor.mutate({ name, layoutOrder, logo: files[0] }, { onSuccess: close });
      },
      () => undefined,
    )(event);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files;
    setFileMessage(files && files.length > 0 ? imageFileProblem(files) : null);
  };

  return (
    <FormDialog
      open={open}
      title="Add New Sponsor"
      onClose={close}
      onSubmit={submit}
      submitLabel="Add Sponsor"
      pending={addSponsor.isPending}
      error={addSponsor.error}
    >
      <FormTextField control={control} name="name" label="Name" required />
      <FormTextField
        control={control}
        name="layoutOrder"
        label="Layout Order"
        required
        helperText="Logos show from the lowest number up"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Box sx={{ mt: 2 }}>
        <FilePicker
          label="Choose logo"
          icon={<ImageIcon />}
          inputLabel="Logo file"
          accept={IMAGE_ACCEPT}
          inputRef={inputRef}
          buttonRef={buttonRef}
          onChange={choose}
          problem={fileMessage}
          hint="A PNG, JPEG, WebP or SVG image of at most 2 MB."
          pending={addSponsor.isPending}
        />
      </Box>
      {addSponsor.isPending ? <UploadProgress progress={addSponsor.progress} /> : null}
    </FormDialog>
  );
}
