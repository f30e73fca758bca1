import type { DehydratedState } from '@tanstack/react-query';
import type { MetaArgs, MetaDescriptor } from 'react-router';
import { type PageCard, pageCardMeta } from './page-card';

/** The answers a page's first render needs, read on the server (lib/prefetch.server.ts) for the data cache. */
export interface PrefetchedPage {
  dehydratedState: DehydratedState;
}

/** What a public page's server loader returns: its first render's data, and its card when it has one. */
export interface PublicPageData extends Partial<PrefetchedPage> {
  card?: PageCard;
}

/**
 * A public page's `clientLoader`: once the app runs in the browser, a page reads its own data as it renders (its
 * queries), so moving to it asks the server for nothing first. Only the first page of a visit is rendered on the
 * server.
 */
export const readInTheBrowser = (): PublicPageData => ({});

/** A public page's `meta`: its card when the server rendered it, else what the root says (the brand). */
export function publicPageMeta({ loaderData, matches }: MetaArgs): MetaDescriptor[] {
  const card = (loaderData as PublicPageData | undefined)?.card;
  if (card) return pageCardMeta(card);
  return matches.find((match) => match.id === 'root')?.meta ?? [];
}
