import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import type { PrefetchedPage } from '@/lib/page-loader';

function dehydratedStateOf(data: unknown): DehydratedState | undefined {
  if (typeof data !== 'object' || data === null || !('dehydratedState' in data)) return undefined;
  return (data as PrefetchedPage).dehydratedState;
}

/**
 * Puts the answers the server read for the page (its loaders') into the data cache before the page renders, so the
 * page renders on the server and hydrates in the browser with the same data, and asks the API for nothing more.
 */
export function PageData({ children }: { children: ReactNode }) {
  const queries = useMatches().flatMap((match) => dehydratedStateOf(match.loaderData)?.queries ?? []);
  return <HydrationBoundary state={{ queries, mutations: [] }}>{children}</HydrationBoundary>;
}
