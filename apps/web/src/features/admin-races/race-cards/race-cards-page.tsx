import type { RaceCardSummary } from '@cj/shared/race-cards';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useRaceCards } from '@/api/races/get-race-cards';
import { AdminPageHeader } from '@/components/admin/page-header';
import { QueryList } from '@/components/admin/query-list';
import { paths } from '@/config/paths';
import { formatContestDate } from '@/lib/zoned-time';
import { AddRaceDialog } from '../races/add-race-dialog';
import { ParseUrlDialog } from './parse-url-dialog';
import { UploadRaceCardDialog } from './upload-race-card-dialog';

type OpenDialog = 'upload' | 'add' | 'parse' | null;

/** /admin/race-cards: race cards by date, each leading to its races; upload, add a race, or parse a URL. */
export function RaceCardsPage() {
  const [date, setDate] = useState('');
  const cards = useRaceCards(date);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const closeDialog = () => setDialog(null);

  return (
    <>
      <AdminPageHeader
        title="Race Cards"
        actions={
          <>
            <Button variant="contained" startIcon={<UploadIcon />} onClick={() => setDialog('upload')}>
              Upload race card
            </Button>
            <AddMenu onChoose={setDialog} />
          </>
        }
      />
      <TextField
        label="Date"
        type="date"
        value={date}
        onChange={(event) => setDate(event.target.value)}
        helperText="Leave blank for the cards from 30 days ago on."
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mb: 2, width: { xs: '100%', sm: 260 } }}
      />
      <QueryList
        query={cards}
        label="Race cards"
        loadingText="Loading race cards..."
        emptyText="No race cards."
        renderItem={(card) => <RaceCardRow key={`${card.track.id}-${card.date}`} card={card} />}
      />
      <UploadRaceCardDialog open={dialog === 'upload'} onClose={closeDialog} />
      <AddRaceDialog open={dialog === 'add'} onClose={closeDialog} />
      <ParseUrlDialog open={dialog === 'parse'} onClose={closeDialog} />
    </>
  );
}

function RaceCardRow({ card }: { card: RaceCardSummary }) {
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={RouterLink} to={paths.adminRaceCard.getHref(card.track.id, card.date)}>
        <ListItemText
          primary={card.track.name}
          secondary={`${formatContestDate(card.date)} · ${card.racesCount} ${card.racesCount === 1 ? 'race' : 'races'}`}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** The header's menu: Add Manually (Add New Race) or Parse URL. */
function AddMenu({ onChoose }: { onChoose: (dialog: OpenDialog) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const choose = (dialog: OpenDialog) => {
    setAnchor(null);
    onChoose(dialog);
  };
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<AddIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Add races
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem onClick={() => choose('add')}>Add Manually</MenuItem>
        <MenuItem onClick={() => choose('parse')}>Parse URL</MenuItem>
      </Menu>
    </>
  );
}

export default RaceCardsPage;
