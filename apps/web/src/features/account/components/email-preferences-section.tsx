import { EMAIL_PREFERENCE_MESSAGES } from '@cj/shared/email-preferences';
import type { EmailType } from '@cj/shared/enums';
import type { Profile } from '@cj/shared/profile';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ErrorAlert } from '@/components/errors/error-alert';
import { SectionCard } from '@/components/layouts/section-card';
import { useUpdateEmailPreference } from '../api/update-email-preference';

/** Each kind of e-mail a player can turn off, as the /account page names it. */
export const EMAIL_TYPE_TEXTS: Record<EmailType, { label: string; description: string }> = {
  'contest-updates': {
    label: 'Contest updates',
    description: 'Your enrollment confirmations and prize notices.',
  },
  marketing: {
    label: 'News and offers',
    description: 'New contests and promotions.',
  },
};

/** Email Preferences: a switch per kind of e-mail; each change is saved at once. */
export function EmailPreferencesSection({ profile }: { profile: Profile }) {
  const update = useUpdateEmailPreference();
  return (
    <SectionCard title="Email Preferences">
      <Typography sx={{ color: 'text.secondary' }}>Password reset emails are always sent.</Typography>
      {update.isSuccess ? (
        <Alert severity="success" sx={{ mt: 2, mb: 1 }}>
          {EMAIL_PREFERENCE_MESSAGES.saved}
        </Alert>
      ) : null}
      {update.isError ? <ErrorAlert error={update.error} sx={{ mt: 2, mb: 1 }} /> : null}
      <FormGroup sx={{ mt: 1 }}>
        {profile.emailPreferences.map(({ type, enabled }) => (
          <PreferenceSwitch
            key={type}
            type={type}
            checked={update.isPending && update.variables.type === type ? update.variables.enabled : enabled}
            disabled={update.isPending}
            onChange={(next) => update.mutate({ email: profile.email, type, enabled: next })}
          />
        ))}
      </FormGroup>
    </SectionCard>
  );
}

function PreferenceSwitch({
  type,
  checked,
  disabled,
  onChange,
}: {
  type: EmailType;
  checked: boolean;
  disabled: boolean;
  onChange: (enabled: boolean) => void;
}) {
  const descriptionId = useId();
  const { label, description } = EMAIL_TYPE_TEXTS[type];
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', my: 1 }}
      control={
        <Switch
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { 'aria-describedby': descriptionId } }}
        />
      }
      label={
        <>
          <Typography component="span" sx={{ display: 'block', pt: 1 }}>
            {label}
          </Typography>
          <Typography
            id={descriptionId}
            component="span"
            variant="body2"
            sx={{ display: 'block', color: 'text.secondary' }}
          >
            {description}
          </Typography>
        </>
      }
    />
  );
}
