import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { useUpdateEmailPreference } from '../api/update-email-preference';

type UnsubscribeState = 'pending' | 'success' | 'error';

const STATES: Record<UnsubscribeState, { title: string; text?: string; icon: ReactNode }> = {
  pending: {
    title: 'Unsubscribing...',
    icon: <CircularProgress size={40} color="secondary" aria-hidden />,
  },
  success: {
    title: 'Unsubscribed!',
    text: 'You have been unsubscribed successfully.',
    icon: <CheckCircleIcon sx={{ fontSize: 48, color: 'primary.dark' }} aria-hidden />,
  },
  error: {
    title: 'Error',
    text: 'There was an error processing your request. Please try again later.',
    icon: <ErrorIcon sx={{ fontSize: 48, color: 'error.dark' }} aria-hidden />,
  },
};

/**
 * The link at the foot of an e-mail (spec §2): /email/unsubscribe/{email}/{type}?token=…. On load it turns that
 * kind of e-mail off for the address, once, and only when both parts are there; a link with a blank part is an
 * error. The token comes from the e-mail; without it the API asks for that address's session.
 */
export function UnsubscribeRoute() {
  useDocumentTitle('Unsubscribe');
  const params = useParams();
  const email = params.email?.trim() ?? '';
  const type = params.type?.trim() ?? '';
  // The e-mailed link signs the address and type (`?token=`): it lets this page unsubscribe without a login.
  const token = useSearchParams()[0].get('token')?.trim() || undefined;
  const valid = email !== '' && type !== '';
  const update = useUpdateEmailPreference();
  const { mutate } = update;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!valid) return;
    const key = `${email}\n${type}`;
    if (sentFor.current === key) return;
    sentFor.current = key;
    mutate({ email, type, enabled: false, ...(token ? { token } : {}) });
  }, [valid, email, type, token, mutate]);

  const state: UnsubscribeState =
    !valid || update.isError ? 'error' : update.isSuccess ? 'success' : 'pending';
  const { title, text, icon } = STATES[state];

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 0, sm: 4 } }}>
      <Paper
        variant="outlined"
        role="status"
        sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, textAlign: 'center' }}
      >
        <Box sx={{ mb: 2, display: 'flex', justifyContent: 'center' }}>{icon}</Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: text ? 1 : 0 }}>
          {title}
        </Typography>
        {text ? <Typography sx={{ color: 'text.secondary' }}>{text}</Typography> : null}
        {state === 'pending' ? null : (
          <Typography variant="body2" sx={{ mt: 3 }}>
            <Link to={paths.home.getHref()}>Go to Upcoming contests</Link>
          </Typography>
        )}
      </Paper>
    </Box>
  );
}

export default UnsubscribeRoute;
