/**
 * Offset paging (spec §9): the next page starts after everything loaded so far, and there is one only when the
 * last page came back full.
 */
export function nextOffset<T>(lastPage: readonly T[], pages: readonly (readonly T[])[], pageSize: number) {
  if (lastPage.length < pageSize) return undefined;
  return pages.reduce((total, page) => total + page.length, 0);
}
