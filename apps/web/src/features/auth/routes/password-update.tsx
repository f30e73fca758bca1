import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { FormPage } from '@/components/layouts/form-page';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { PasswordUpdateForm } from '../components/password-update-form';

const PASSWORD_UPDATE_TITLE = 'Choose a new password';

export function PasswordUpdateRoute() {
  useDocumentTitle(PASSWORD_UPDATE_TITLE);
  const [searchParams] = useSearchParams();
  return (
    <FormPage title={PASSWORD_UPDATE_TITLE}>
      <PasswordUpdateForm
        code={searchParams.get('code')}
        loginLink={
          <Typography>
            <Link to={paths.login.getHref()}>Log in with your new password</Link>
          </Typography>
        }
      />
    </FormPage>
  );
}
