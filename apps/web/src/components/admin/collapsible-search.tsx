import { ACCOUNT_SEARCH_MIN_CHARS } from '@cj/shared/constants';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useSearchFilter } from './use-search-filter';

export interface CollapsibleSearch {
  open: boolean;
  text: string;
  setText: (text: string) => void;
  toggle: () => void;
  /** What the list is filtered by: '' for everything. */
  filter: string;
  fieldId: string;
}

/** The state of a card's search (All Accounts, Audit Log): closing the search clears it. */
export function useCollapsibleSearch(): CollapsibleSearch {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const filter = useSearchFilter(open ? text : '');
  const fieldId = useId();
  const toggle = () => {
    if (open) setText('');
    setOpen(!open);
  };
  return { open, text, setText, toggle, filter, fieldId };
}

/** The card's search button: shows or hides the search box. */
export function SearchToggleButton({ search, label }: { search: CollapsibleSearch; label: string }) {
  return (
    <IconButton
      onClick={search.toggle}
      aria-label={search.open ? `Close ${label}` : label}
      aria-expanded={search.open}
      aria-controls={search.open ? search.fieldId : undefined}
    >
      {search.open ? <CloseIcon /> : <SearchIcon />}
    </IconButton>
  );
}

/** The search box under the card's heading; it filters once it holds 2 or more characters. */
export function SearchField({ search, label }: { search: CollapsibleSearch; label: string }) {
  return (
    <Collapse in={search.open} id={search.fieldId} unmountOnExit>
      <TextField
        type="search"
        label={label}
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        autoFocus
        fullWidth
        size="small"
        helperText={`Type at least ${ACCOUNT_SEARCH_MIN_CHARS} characters.`}
        sx={{ mb: 2 }}
      />
    </Collapse>
  );
}
