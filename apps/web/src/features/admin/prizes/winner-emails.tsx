import type { Contest } from '@cj/shared/contests';
import { EMAIL_MESSAGES, WINNER_MESSAGES } from '@cj/shared/email';
import MailIcon from '@mui/icons-material/EmailOutlined';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../../components/errors/error-alert';
import { useAccount } from '../../../lib/account';
import { errorMessage } from '../../../lib/api-client';
import { AdminSection } from '../components/admin-section';
import { useNotifyWinners } from './api/notify-winners';
import { useSendTestEmail } from './api/send-test-email';

/** Spec §8: 'Failed to send test email', with the server's reason when it says something else. */
function testEmailFailure(error: unknown): string {
  const reason = errorMessage(error);
  return reason === EMAIL_MESSAGES.testEmailFailed ? reason : `${EMAIL_MESSAGES.testEmailFailed}. ${reason}`;
}

/**
 * The contest's e-mail: Notify Winners, offered only while the winners have not been notified (spec §4), and a
 * test e-mail for the contest sent to the signed-in administrator.
 */
export function WinnerEmails({ contest }: { contest: Contest }) {
  const notifyWinners = useNotifyWinners(contest.slug);
  const sendTestEmail = useSendTestEmail();
  const account = useAccount();
  const concluded = contest.concludedAt !== null && !contest.isCancelled;
  const notified = contest.winnersNotified || notifyWinners.isSuccess;

  return (
    <AdminSection title="E-mail">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {notified ? <Alert severity="success">{WINNER_MESSAGES.winnersNotified}</Alert> : null}
        {notifyWinners.isError ? <ErrorAlert error={notifyWinners.error} /> : null}
        {notified ? null : (
          <Box>
            <Button
              variant="contained"
              startIcon={<MailIcon />}
              disabled={!concluded}
              loading={notifyWinners.isPending}
              onClick={() => notifyWinners.mutate()}
            >
              Notify Winners
            </Button>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {concluded
                ? 'Sends each winner one e-mail with what they won.'
                : 'Available once every race of the contest is finalized.'}
            </Typography>
          </Box>
        )}
        {sendTestEmail.isSuccess ? <Alert severity="success">{sendTestEmail.data.message}</Alert> : null}
        {sendTestEmail.isError ? (
          <Alert severity="error">{testEmailFailure(sendTestEmail.error)}</Alert>
        ) : null}
        <Box>
          <Button
            variant="outlined"
            startIcon={<SendIcon />}
            disabled={!account.data}
            loading={sendTestEmail.isPending}
            onClick={() =>
              account.data && sendTestEmail.mutate({ accountId: account.data.id, contestSlug: contest.slug })
            }
          >
            Send Test Email
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            A test e-mail about this contest, sent now to {account.data?.email ?? 'you'}.
          </Typography>
        </Box>
      </Box>
    </AdminSection>
  );
}
