import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormPage } from '@/components/layouts/form-page';
import { Link } from '@/components/ui/link';
import { afterAuthHref, paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { clearSessionEndedNotice, sessionEndedNotice } from '@/lib/session-notice';
import { ContestToPlay } from '../components/contest-to-play';
import { LoginForm } from '../components/login-form';

export function LoginRoute() {
  useDocumentTitle('Log in');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const contest = searchParams.get('contest');
  const redirect = searchParams.get('redirect');
  // Why the last session ended (locked, expired), when a page was just bounced here: said once.
  const [notice] = useState(sessionEndedNotice);
  useEffect(() => clearSessionEndedNotice(), []);

  return (
    <FormPage title="Welcome back">
      {contest ? <ContestToPlay slug={contest} action="Log in" /> : null}
      {notice ? (
        <Alert severity="warning" role="status" sx={{ mt: 2 }}>
          {notice}
        </Alert>
      ) : null}
      <LoginForm
        contest={contest}
        onSuccess={() => navigate(afterAuthHref({ contest, redirect }), { replace: true })}
      />
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Typography variant="body2">
          Don't have an account? <Link to={paths.signup.getHref({ contest, redirect })}>Sign up</Link>
        </Typography>
        <Typography variant="body2">
          <Link to={paths.passwordReset.getHref()}>Forgot your password?</Link>
        </Typography>
      </Stack>
    </FormPage>
  );
}

export default LoginRoute;
