import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormPage } from '@/components/layouts/form-page';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { PasswordUpdateForm } from '../components/password-update-form';

const PASSWORD_UPDATE_TITLE = 'Choose a new password';

/**
 * /password/update?code=…: the e-mailed link. The code is read once and taken out of the address bar (replacing
 * the history entry), so it is neither shown nor left in the history or a shared screenshot.
 */
export function PasswordUpdateRoute() {
  useDocumentTitle(PASSWORD_UPDATE_TITLE);
  const [searchParams] = useSearchParams();
  const [code] = useState(() => searchParams.get('code'));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const codeInAddress = searchParams.has('code');

  useEffect(() => {
    if (codeInAddress) navigate({ pathname, search: '' }, { replace: true });
  }, [codeInAddress, navigate, pathname]);

  return (
    <FormPage title={PASSWORD_UPDATE_TITLE}>
      <PasswordUpdateForm
        code={code}
        next={(signedIn) => (
          <Typography>
            {signedIn ? (
              <Link to={paths.home.getHref()}>Continue to the contests</Link>
            ) : (
              <Link to={paths.login.getHref()}>Log in with your new password</Link>
            )}
          </Typography>
        )}
      />
    </FormPage>
  );
}

export default PasswordUpdateRoute;
