import type { Contest, Sponsor } from '@cj/shared/contests';
import { SPONSOR_MESSAGES } from '@cj/shared/sponsors';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useSponsors } from '@/api/contests/get-sponsors';
import { AdminSection } from '@/components/admin/admin-section';
import { StatusText } from '@/components/admin/status-text';
import { useRemoval } from '@/components/admin/use-removal';
import { ErrorAlert } from '@/components/errors/error-alert';
import { AddSponsorDialog } from './add-sponsor-dialog';
import { useRemoveSponsor } from './api/remove-sponsor';

/** The contest's sponsors with their logos, in layout order: add one, or remove one after confirming. */
export function SponsorsSection({ contest }: { contest: Contest }) {
  const sponsors = useSponsors(contest.slug);
  const removeSponsor = useRemoveSponsor(contest.slug);
  const [adding, setAdding] = useState(false);
  const removal = useRemoval<Sponsor>({
    thing: 'sponsor',
    describe: (sponsor) => sponsor.name,
    remove: (sponsor, callbacks) => removeSponsor.mutate(sponsor.id, callbacks),
    failedMessage: SPONSOR_MESSAGES.removeFailed,
  });
  const lastOrder = Math.max(-1, ...(sponsors.data ?? []).map((sponsor) => sponsor.layoutOrder));

  return (
    <AdminSection
      title="Sponsors"
      actions={
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          Add Sponsor
        </Button>
      }
    >
      {sponsors.isPending ? (
        <StatusText>Loading sponsors...</StatusText>
      ) : sponsors.isError ? (
        <ErrorAlert error={sponsors.error} />
      ) : sponsors.data.length === 0 ? (
        <StatusText>No sponsors for this contest.</StatusText>
      ) : (
        <List aria-label="Sponsors" disablePadding>
          {sponsors.data.map((sponsor) => (
            <ListItem key={sponsor.id} divider disableGutters sx={{ gap: 2 }}>
              <Box
                component="img"
                src={sponsor.logo}
                alt={`${sponsor.name} logo`}
                sx={{ width: 96, height: 48, objectFit: 'contain', flexShrink: 0 }}
              />
              <ListItemText
                primary={sponsor.name}
                secondary={`Layout order ${sponsor.layoutOrder}`}
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              />
              <IconButton
                aria-label={`Remove sponsor ${sponsor.name}`}
                onClick={() => removal.ask(sponsor)}
                edge="end"
              >
                <DeleteIcon />
              </IconButton>
            </ListItem>
          ))}
        </List>
      )}
      <AddSponsorDialog
        slug={contest.slug}
        nextLayoutOrder={lastOrder + 1}
        open={adding}
        onClose={() => setAdding(false)}
      />
      {removal.dialog}
    </AdminSection>
  );
}
