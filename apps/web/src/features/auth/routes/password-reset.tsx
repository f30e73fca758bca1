import Typography from '@mui/material/Typography';
import { FormPage } from '@/components/layouts/form-page';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { PasswordResetRequestForm } from '../components/password-reset-request-form';

const PASSWORD_RESET_TITLE = 'Reset your password';

export function PasswordResetRoute() {
  useDocumentTitle(PASSWORD_RESET_TITLE);
  return (
    <FormPage title={PASSWORD_RESET_TITLE}>
      <Typography color="text.secondary">Enter your email to have a reset link sent to you.</Typography>
      <PasswordResetRequestForm />
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link to={paths.login.getHref()}>Back to log in</Link>
      </Typography>
    </FormPage>
  );
}

export default PasswordResetRoute;
