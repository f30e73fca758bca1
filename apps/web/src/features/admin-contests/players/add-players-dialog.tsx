import type { AccountSearchResultSchema } from '@cj/shared/accounts';
import { SEARCH_DEBOUNCE_MS, USER_SEARCH_MIN_CHARS } from '@cj/shared/constants';
import { AddPlayersSchema } from '@cj/shared/player-admin';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { FormDialog } from '@/components/admin/form-dialog';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAddPlayers } from './api/add-players';
import { isAccountSearchText, useAccountSearch } from './api/search-accounts';

type FoundAccount = z.infer<typeof AccountSearchResultSchema>[number];

/** Spec §5: what Add Player says when the page lost its contest. */
const CONTEST_MISSING = 'Unexpected error occurred. Please refresh the page.';

const accountLabel = (account: FoundAccount) => `${account.firstName} ${account.lastName} (${account.email})`;

/** Shown when wagering has closed on the contest's first race: players can no longer enroll themselves. */
export const ADD_AFTER_START_WARNING =
  'This contest has started: wagering has closed on its first race and players can no longer enroll. Add a player now only to correct a mistake; the audit log records it.';

interface AddPlayersDialogProps {
  slug: string;
  /** Wagering has closed on the first race (the contest is no longer Upcoming). */
  started: boolean;
  open: boolean;
  onClose: () => void;
}

/**
 * Add New Player (spec §2, §5): accounts found by name or e-mail (3 or more characters, once typing has paused for
 * 500 ms), several chosen at once, each entered in the contest. Once the contest has started it warns first.
 */
export function AddPlayersDialog({ slug, started, open, onClose }: AddPlayersDialogProps) {
  const addPlayers = useAddPlayers(slug);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<FoundAccount[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const searched = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const found = useAccountSearch(searched);

  const close = () => {
    setText('');
    setChosen([]);
    setMessage(null);
    addPlayers.reset();
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!slug) {
      setMessage(CONTEST_MISSING);
      return;
    }
    const request = AddPlayersSchema.safeParse({ accounts: chosen.map((account) => account.id) });
    if (!request.success) {
      setMessage(request.error.issues[0]?.message ?? null);
      return;
    }
    setMessage(null);
    addPlayers.mutate(request.data.accounts, { onSuccess: close });
  };

  const searching = isAccountSearchText(searched);
  return (
    <FormDialog
      open={open}
      title="Add New Player"
      onClose={close}
      onSubmit={submit}
      submitLabel="Add Player"
      pending={addPlayers.isPending}
      error={addPlayers.error}
    >
      {started ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {ADD_AFTER_START_WARNING}
        </Alert>
      ) : null}
      <Autocomplete
        multiple
        options={searching ? (found.data ?? []) : []}
        value={chosen}
        onChange={(_event, accounts) => {
          setChosen(accounts);
          setMessage(null);
        }}
        inputValue={text}
        onInputChange={(_event, value, reason) => {
          // Choosing an account keeps the search text, so several can be picked from one search.
          if (reason !== 'reset') setText(value);
        }}
        // The API has searched already.
        filterOptions={(options) => options}
        getOptionLabel={accountLabel}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        loading={searching && found.isFetching}
        loadingText="Searching..."
        noOptionsText={
          searching ? 'No accounts found.' : `Type ${USER_SEARCH_MIN_CHARS} or more characters to search.`
        }
        disableCloseOnSelect
        renderInput={(params) => (
          <TextField
            {...params}
            label="Search by name or email"
            margin="normal"
            autoFocus
            error={message !== null}
            helperText={message ?? `${chosen.length} selected`}
          />
        )}
      />
    </FormDialog>
  );
}
