import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { FormPage } from '@/components/layouts/form-page';
import { Link } from '@/components/ui/link';
import { afterAuthHref, paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { ContestToPlay } from '../components/contest-to-play';
import { SignupForm } from '../components/signup-form';

export function SignupRoute() {
  useDocumentTitle('Sign up');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const contest = searchParams.get('contest');
  const redirect = searchParams.get('redirect');

  return (
    <FormPage title="Create your account">
      {contest ? <ContestToPlay slug={contest} action="Sign up" /> : null}
      <SignupForm
        contest={contest}
        onSuccess={() => navigate(afterAuthHref({ contest, redirect }), { replace: true })}
      />
      <Typography variant="body2" sx={{ mt: 3 }}>
        Already have an account? <Link to={paths.login.getHref({ contest, redirect })}>Log in</Link>
      </Typography>
    </FormPage>
  );
}

export default SignupRoute;
