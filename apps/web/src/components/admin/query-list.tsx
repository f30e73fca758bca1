import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from '@/components/errors/error-alert';
import { StatusText } from './status-text';

interface QueryListProps<T> {
  query: UseQueryResult<T[]>;
  /** The list's accessible name. */
  label: string;
  /** 'Loading tracks...' */
  loadingText: string;
  /** 'No tracks.' */
  emptyText: string;
  /** One list item (ListItem) per element. */
  renderItem: (item: T) => ReactNode;
}

/** An admin page's list in a frame: its loading text, the red alert of a failed load, its empty text, or items. */
export function QueryList<T>({ query, label, loadingText, emptyText, renderItem }: QueryListProps<T>) {
  return (
    <Paper variant="outlined" sx={{ px: 2 }}>
      {query.isPending ? (
        <StatusText>{loadingText}</StatusText>
      ) : query.isError ? (
        <ErrorAlert error={query.error} sx={{ my: 2 }} />
      ) : query.data.length === 0 ? (
        <StatusText>{emptyText}</StatusText>
      ) : (
        <List aria-label={label} disablePadding sx={{ mx: -2, '& > li:last-of-type': { borderBottom: 0 } }}>
          {query.data.map(renderItem)}
        </List>
      )}
    </Paper>
  );
}
