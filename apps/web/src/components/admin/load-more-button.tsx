import Button from '@mui/material/Button';

/** 'Load more', shown only while the last page came back full (spec §9). */
export function LoadMoreButton({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outlined"
      onClick={() => query.fetchNextPage()}
      loading={query.isFetchingNextPage}
      sx={{ mt: 2 }}
    >
      Load more
    </Button>
  );
}
