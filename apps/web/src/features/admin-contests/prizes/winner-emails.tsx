import { CONTEST_MESSAGES, type Contest } from '@cj/shared/contests';
import { EMAIL_MESSAGES, WINNER_MESSAGES } from '@cj/shared/email';
import { contestStanding } from '@cj/shared/rules/contest-status';
import MailIcon from '@mui/icons-material/EmailOutlined';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { ErrorAlert } from '@/components/errors/error-alert';
import { useAccount } from '@/lib/account';
import { errorMessage } from '@/lib/api-client';
import { useWinnersToNotify } from './api/get-winners-to-notify';
import { useNotifyWinners } from './api/notify-winners';
import { useSendTestEmail } from './api/send-test-email';

/** Spec §8: 'Failed to send test email', with the server's reason when it says something else. */
function testEmailFailure(error: unknown): string {
  const reason = errorMessage(error);
  return reason === EMAIL_MESSAGES.testEmailFailed ? reason : `${EMAIL_MESSAGES.testEmailFailed}. ${reason}`;
}

/** What the Notify Winners confirmation says: how many winners get an e-mail. */
function notifyQuestion(winners: number): string {
  return `Notify Winners will e-mail ${winners === 1 ? '1 winner' : `${winners} winners`} what they won. It can be sent only once.`;
}

/** Under the Notify Winners button: why it waits, or what it does. */
function notifyHelp(contest: Contest, official: boolean): string {
  if (contest.concludedAt === null || contest.isCancelled)
    return 'Available once every race of the contest is finalized.';
  if (!official && contest.officialAt !== null)
    return CONTEST_MESSAGES.resultsUnofficialUntil(contest.officialAt);
  return 'Sends each winner one e-mail with what they won.';
}

/**
 * The contest's e-mail: Notify Winners, offered only while the winners have not been notified (spec §4) and
 * enabled once the results are official (24 hours after the last race), asking first with the number of winners;
 * and a test e-mail for the contest sent to the signed-in administrator.
 */
export function WinnerEmails({ contest }: { contest: Contest }) {
  const notifyWinners = useNotifyWinners(contest.slug);
  const sendTestEmail = useSendTestEmail();
  const account = useAccount();
  const [asking, setAsking] = useState(false);
  const notified = contest.winnersNotified || notifyWinners.isSuccess;
  // The shared rule on this clock, at each render (the server checks again when asked to notify).
  const official =
    contestStanding(
      { isCancelled: contest.isCancelled, firstRaceClosed: true, concludedAt: contest.concludedAt },
      new Date(),
    ).status === 'official';
  const winners = useWinnersToNotify(contest.slug, asking);

  const confirm = () => {
    setAsking(false);
    notifyWinners.mutate();
  };

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
              disabled={!official}
              loading={notifyWinners.isPending}
              onClick={() => setAsking(true)}
            >
              Notify Winners
            </Button>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {notifyHelp(contest, official)}
            </Typography>
          </Box>
        )}
        <ConfirmDialog
          open={asking}
          title="Notify Winners"
          confirmLabel="Send"
          onConfirm={confirm}
          onClose={() => setAsking(false)}
          pending={winners.isPending}
          error={winners.error}
        >
          {winners.data ? notifyQuestion(winners.data.winners) : 'Counting the winners...'}
        </ConfirmDialog>
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
