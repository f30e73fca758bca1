import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '@/components/errors/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { useDocumentTitle } from '@/lib/document-title';
import { useProfile } from '../api/get-profile';
import { EmailPreferencesSection } from '../components/email-preferences-section';
import { PasswordChangeForm } from '../components/password-change-form';
import { PhotoSection } from '../components/photo-section';
import { ProfileForm } from '../components/profile-form';
import { PushAlertsSection } from '../components/push-alerts-section';

/** /account (login required): the player's own profile, photo, password, e-mail preferences and push alerts. */
export function AccountRoute() {
  useDocumentTitle('My Account');
  const profile = useProfile();
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: { xs: 2, md: 3 } }}>
        My Account
      </Typography>
      {profile.isPending ? (
        <PageLoader />
      ) : profile.isError ? (
        <ErrorAlert error={profile.error} />
      ) : (
        <>
          <ProfileForm profile={profile.data} />
          <PhotoSection profile={profile.data} />
          <PasswordChangeForm profile={profile.data} />
          <EmailPreferencesSection profile={profile.data} />
          <PushAlertsSection />
        </>
      )}
    </Box>
  );
}

export default AccountRoute;
