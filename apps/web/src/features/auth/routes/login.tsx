import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { FormPage } from '@/components/layouts/form-page';
import { Link } from '@/components/ui/link';
import { afterAuthHref, paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { LoginForm } from '../components/login-form';

export function LoginRoute() {
  useDocumentTitle('Log in');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const contest = searchParams.get('contest');
  const redirect = searchParams.get('redirect');

  return (
    <FormPage title="Welcome back">
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
