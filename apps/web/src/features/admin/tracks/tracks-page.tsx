import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/errors/error-alert';
import { AdminPageHeader } from '../components/page-header';
import { StatusText } from '../components/status-text';
import { AddTrackDialog } from './add-track-dialog';
import { useTracks } from './api/get-tracks';

/** /admin/tracks: every track (name, then code and timezone) and Add Track. */
export function TracksPage() {
  const tracks = useTracks();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <AdminPageHeader
        title="Tracks"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Add Track
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ px: 2 }}>
        {tracks.isPending ? (
          <StatusText>Loading tracks...</StatusText>
        ) : tracks.isError ? (
          <ErrorAlert error={tracks.error} sx={{ my: 2 }} />
        ) : tracks.data.length === 0 ? (
          <StatusText>No tracks.</StatusText>
        ) : (
          <List aria-label="Tracks" sx={{ mx: -2 }}>
            {tracks.data.map((track) => (
              <ListItem key={track.id} divider>
                <ListItemText primary={track.name} secondary={`${track.code} · ${track.timezone}`} />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <AddTrackDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
