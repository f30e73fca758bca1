import { PROFILE_MESSAGES, type Profile, UpdateProfileSchema } from '@cj/shared/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/errors/error-alert';
import { SectionCard } from '@/components/layouts/section-card';
import { NameFields } from '@/components/ui/name-fields';
import { useUpdateProfile } from '../api/update-profile';

/** The player's names ('First name is required.'...); the e-mail is their login, shown but not changed here. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const updateProfile = useUpdateProfile();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(UpdateProfileSchema),
    values: { firstName: profile.firstName, lastName: profile.lastName },
  });
  const submit = handleSubmit((names) => updateProfile.mutate(names));

  return (
    <SectionCard title="Profile">
      <Box component="form" noValidate onSubmit={submit}>
        {updateProfile.isSuccess ? (
          <Alert severity="success" sx={{ mb: 1 }}>
            {PROFILE_MESSAGES.profileUpdated}
          </Alert>
        ) : null}
        {updateProfile.isError ? <ErrorAlert error={updateProfile.error} sx={{ mb: 1 }} /> : null}
        <NameFields control={control} />
        <TextField
          label="Email"
          value={profile.email}
          fullWidth
          margin="normal"
          helperText="Your email is how you log in. To change it, contact us."
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Button type="submit" variant="contained" loading={updateProfile.isPending} sx={{ mt: 1 }}>
          Save Profile
        </Button>
      </Box>
    </SectionCard>
  );
}
