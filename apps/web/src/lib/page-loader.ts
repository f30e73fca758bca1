import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { ClientLoaderFunctionArgs, MetaArgs, MetaDescriptor, Params } from 'react-router';
import { browserQueryClient } from './browser-query-client';
import { type PageCard, pageCardMeta } from './page-card';

/** The answers a page's first render needs, read on the server (lib/prefetch.server.ts) for the data cache. */
export interface PrefetchedPage {
  dehydratedState: DehydratedState;
}

/** What a public page's server loader returns: its first render's data, and its card when it has one. */
export interface PublicPageData extends Partial<PrefetchedPage> {
  card?: PageCard;
}

/** The reads a page's first render needs, as its queries: the same on the server and in the browser. */
export type PagePrefetch = (queryClient: QueryClient, params: Params) => Promise<unknown>[];

/**
 * A public page's `clientLoader`: once the app runs in the browser, moving to a page reads its data into the
 * browser's cache (at once when it is there and fresh) and shows the page complete, so Back restores its scroll
 * position; the server renders only the first page of a visit. A read that fails is the page's to show.
 */
export function readInTheBrowser(prefetch: PagePrefetch) {
  return async ({ params }: ClientLoaderFunctionArgs): Promise<PublicPageData> => {
    await Promise.all(prefetch(browserQueryClient(), params));
    return {};
  };
}

/** A public page's `meta`: its card when the server rendered it, else what the root says (the brand). */
export function publicPageMeta({ loaderData, matches }: MetaArgs): MetaDescriptor[] {
  const card = (loaderData as PublicPageData | undefined)?.card;
  if (card) return pageCardMeta(card);
  return matches.find((match) => match.id === 'root')?.meta ?? [];
}
