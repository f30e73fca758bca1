import { IMAGE_ACCEPT } from '@cj/shared/images';
import { PROFILE_MESSAGES, type Profile } from '@cj/shared/profile';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { type ChangeEvent, useState } from 'react';
import { ErrorAlert } from '@/components/errors/error-alert';
import { SectionCard } from '@/components/layouts/section-card';
import { FilePicker } from '@/components/ui/file-picker';
import { UploadProgress } from '@/components/ui/upload-progress';
import { imageFileProblem } from '@/lib/image-file';
import { useUploadPhoto } from '../api/upload-photo';

/** The player's photo, and a button to replace it: the chosen image uploads at once. */
export function PhotoSection({ profile }: { profile: Profile }) {
  const upload = useUploadPhoto();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files;
    const found = imageFileProblem(files);
    setProblem(found);
    if (!found && files?.[0]) upload.mutate(files[0]);
    else upload.reset();
    // The same file may be chosen again after a failure.
    event.target.value = '';
  };

  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();

  return (
    <SectionCard title="Photo">
      {upload.isSuccess ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {PROFILE_MESSAGES.photoUpdated}
        </Alert>
      ) : null}
      {upload.isError ? <ErrorAlert error={upload.error} sx={{ mb: 2 }} /> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Avatar
          src={profile.photo ?? undefined}
          alt={profile.photo ? 'Your photo' : undefined}
          sx={{ width: 96, height: 96, fontSize: '2rem', bgcolor: 'secondary.main' }}
        >
          {initials}
        </Avatar>
        <FilePicker
          label={profile.photo ? 'Change photo' : 'Add a photo'}
          icon={<PhotoCameraIcon />}
          inputLabel="Photo file"
          accept={IMAGE_ACCEPT}
          onChange={choose}
          problem={problem}
          hint="A PNG, JPEG, WebP or SVG image of at most 2 MB."
          pending={upload.isPending}
          showFileName={false}
        />
      </Box>
      {upload.isPending ? <UploadProgress progress={upload.progress} /> : null}
    </SectionCard>
  );
}
