import { SEARCH_DEBOUNCE_MS } from '@cj/shared/constants';
import { isSearchText } from '@cj/shared/paging';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * What a search box filters by (spec §5, accounts and audit log): the text once typing has paused for 500 ms, and
 * only with 2 or more characters; anything shorter clears the filter ('').
 */
export function useSearchFilter(text: string): string {
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  return isSearchText(settled) ? settled : '';
}
