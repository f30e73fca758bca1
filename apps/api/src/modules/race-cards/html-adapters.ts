import type { CardRow } from './card-rows';

/**
 * A reader of one site's HTML entries pages, mapping a page into card rows (the same rows the file parsers
 * produce). Scraping is fragile, so each site gets its own small adapter and its own fixture tests.
 */
export interface HtmlCardAdapter {
  /** Host names it reads; a subdomain of one matches too. */
  hosts: readonly string[];
  read(html: string, url: URL): CardRow[];
}

/** The registered adapters. None yet: Equibase's licensed entries XML is the likely first (race-card-formats.md §4). */
const HTML_CARD_ADAPTERS: readonly HtmlCardAdapter[] = [];

export function htmlAdapterFor(
  host: string,
  adapters: readonly HtmlCardAdapter[] = HTML_CARD_ADAPTERS,
): HtmlCardAdapter | undefined {
  const name = host.toLowerCase();
  return adapters.find((adapter) =>
    adapter.hosts.some((known) => name === known.toLowerCase() || name.endsWith(`.${known.toLowerCase()}`)),
  );
}
