import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { QueryList } from '@/components/admin/query-list';
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
      <QueryList
        query={tracks}
        label="Tracks"
        loadingText="Loading tracks..."
        emptyText="No tracks."
        renderItem={(track) => (
          <ListItem key={track.id} divider>
            <ListItemText primary={track.name} secondary={`${track.code} · ${track.timezone}`} />
          </ListItem>
        )}
      />
      <AddTrackDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}

export default TracksPage;
