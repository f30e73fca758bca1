import { RACE_CARD_MESSAGES } from '@cj/shared/race-cards';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { FormDialog } from '@/components/admin/form-dialog';
import { FilePicker } from '@/components/ui/file-picker';
import { UploadProgress } from '@/components/ui/upload-progress';
import { useUploadRaceCard } from './api/upload-race-card';
import { ImportSummary } from './import-summary';

/** A zip holding a Brisnet .DRF or the house CSV; the bare files are read too. */
const ACCEPTED = '.zip,.drf,.dr2,.mcp,.csv,application/zip,text/csv';

/** The one file to upload, or the spec's message for none or several. */
function chosenFile(files: FileList | null): { file: File } | { message: string } {
  if (!files || files.length === 0) return { message: RACE_CARD_MESSAGES.fileRequired };
  if (files.length > 1) return { message: RACE_CARD_MESSAGES.oneFileOnly };
  return { file: files[0]! };
}

/** Upload Race Card (spec §2): one file, its upload progress, then what was imported. */
export function UploadRaceCardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const upload = useUploadRaceCard();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [message, setMessage] = useState<string | null>(null);

  const close = () => {
    upload.reset();
    setMessage(null);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choice = chosenFile(inputRef.current?.files ?? null);
    if ('message' in choice) {
      setMessage(choice.message);
      buttonRef.current?.focus();
      return;
    }
    setMessage(null);
    upload.mutate(choice.file);
  };

  return (
    <FormDialog
      open={open}
      title="Upload Race Card"
      onClose={close}
      onSubmit={submit}
      submitLabel="Upload"
      pending={upload.isPending}
      error={upload.error}
      result={upload.data ? <ImportSummary result={upload.data} /> : undefined}
    >
      <Typography sx={{ mb: 2 }}>
        A zip holding one Brisnet single-file .DRF (thoroughbred) or one race card CSV (harness and others).
      </Typography>
      <FilePicker
        label="Choose file"
        icon={<UploadFileIcon />}
        inputLabel="Race card file"
        accept={ACCEPTED}
        inputRef={inputRef}
        buttonRef={buttonRef}
        onChange={() => setMessage(null)}
        problem={message}
        pending={upload.isPending}
      />
      {upload.isPending ? <UploadProgress progress={upload.progress} afterUpload="Importing..." /> : null}
    </FormDialog>
  );
}
