import {
  PUSH_ALERT_KINDS,
  PUSH_BROWSER_MESSAGES,
  type PushAlertKind,
  type PushPreferences,
} from '@cj/shared/push';
import Alert from '@mui/material/Alert';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '@/components/errors/error-alert';
import { SectionCard } from '@/components/layouts/section-card';
import { InlineLoader } from '@/components/ui/inline-loader';
import { browserSupportsPush } from '@/lib/browser-push';
import { useSite } from '@/lib/site';
import { usePushPreferences } from '../api/get-push-preferences';
import { LabelledSwitch } from './labelled-switch';
import { PushAlertError, useChangePushAlert } from './use-push-alerts';
import { useTurnedSwitch } from './use-turned-switch';

/** Each alert a player can turn on, as My Account names it. */
const PUSH_ALERT_TEXTS: Record<PushAlertKind, { label: string; description: string }> = {
  pickScratched: {
    label: 'Your pick was scratched',
    description: 'And what your play will be scored as instead.',
  },
  raceClosing: {
    label: 'A race closes in 10 minutes',
    description: 'A race of a contest you entered, when you have not played it yet.',
  },
  raceFinalized: {
    label: 'A race you played was finalized',
    description: 'Your result and your new rank.',
  },
};

/**
 * Push alerts: a switch per alert, each saved at once. Not shown, and no push route asked, when the site has push
 * off (its site answer has no key) or the browser cannot receive pushes.
 */
export function PushAlertsSection() {
  const publicKey = useSite().pushPublicKey;
  const offered = browserSupportsPush() && publicKey !== null;
  const preferences = usePushPreferences(offered);
  if (!offered) return null;
  return (
    <SectionCard title="Push alerts">
      <Typography sx={{ color: 'text.secondary' }}>
        Notifications on this device, even when the site is closed.
      </Typography>
      {preferences.isPending ? (
        <InlineLoader label="Loading your alert settings" />
      ) : preferences.isError ? (
        <ErrorAlert error={preferences.error} sx={{ mt: 2 }} />
      ) : (
        <PushAlertSwitches publicKey={publicKey} preferences={preferences.data} />
      )}
    </SectionCard>
  );
}

function PushAlertSwitches({ publicKey, preferences }: { publicKey: string; preferences: PushPreferences }) {
  const change = useChangePushAlert(publicKey, preferences);
  const switches = useTurnedSwitch<PushAlertKind>();
  return (
    <>
      {change.isSuccess ? (
        <Alert severity="success" sx={{ mt: 2, mb: 1 }}>
          {PUSH_BROWSER_MESSAGES.saved}
        </Alert>
      ) : null}
      {change.error instanceof PushAlertError ? (
        <Alert severity="error" sx={{ mt: 2, mb: 1 }}>
          {change.error.message}
        </Alert>
      ) : change.isError ? (
        <ErrorAlert error={change.error} sx={{ mt: 2, mb: 1 }} />
      ) : null}
      <FormGroup sx={{ mt: 1 }}>
        {PUSH_ALERT_KINDS.map((kind) => (
          <LabelledSwitch
            key={kind}
            {...PUSH_ALERT_TEXTS[kind]}
            checked={switches.shown(kind, preferences[kind])}
            disabled={change.isPending}
            onChange={(on) => {
              switches.turn(kind, on);
              change.mutate({ kind, on }, { onSettled: switches.settle });
            }}
          />
        ))}
      </FormGroup>
    </>
  );
}
