import { EMAIL_PREFERENCE_MESSAGES } from '@cj/shared/email-preferences';
import type { EmailType } from '@cj/shared/enums';
import type { Profile } from '@cj/shared/profile';
import Alert from '@mui/material/Alert';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '@/components/errors/error-alert';
import { SectionCard } from '@/components/layouts/section-card';
import { useUpdateEmailPreference } from '../api/update-email-preference';
import { LabelledSwitch } from './labelled-switch';
import { useTurnedSwitch } from './use-turned-switch';

/** Each kind of e-mail a player can turn off, as the /account page names it. */
const EMAIL_TYPE_TEXTS: Record<EmailType, { label: string; description: string }> = {
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
  const switches = useTurnedSwitch<EmailType>();
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
          <LabelledSwitch
            key={type}
            {...EMAIL_TYPE_TEXTS[type]}
            checked={switches.shown(type, enabled)}
            disabled={update.isPending}
            onChange={(next) => {
              switches.turn(type, next);
              update.mutate({ email: profile.email, type, enabled: next }, { onSettled: switches.settle });
            }}
          />
        ))}
      </FormGroup>
    </SectionCard>
  );
}
