import { AsyncLocalStorage } from 'node:async_hooks';
import type { Account } from '@cj/shared/accounts';
import { SESSION_COOKIE } from '@cj/shared/constants';
import type { Site } from '@cj/shared/site';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { parseCookie } from 'cookie';
import type { AppLoadContext } from 'react-router';
import { accountQueryKey } from './account';
import { setRequestFetch } from './api-client';
import type { PageCard } from './page-card';
import type { PublicPageData } from './page-loader';
import { createQueryClient } from './query-client';

const apiOfRequest = new AsyncLocalStorage<AppLoadContext['apiFetch']>();
setRequestFetch(() => apiOfRequest.getStore());

/**
 * Runs a page's own queries on the server, answered by the API in the same process as a visitor, and returns their
 * answers for the page's first render (app/page-data.tsx puts them in the browser's cache) with the page's card,
 * made from them. A read that fails is left out: the browser asks again.
 */
export async function readPublicPage(
  context: AppLoadContext,
  prefetch: (queryClient: QueryClient) => Promise<unknown>[],
  cardOf?: (queryClient: QueryClient) => PageCard | undefined,
): Promise<PublicPageData> {
  const queryClient = createQueryClient();
  // A read that fails is the browser's to try again: the page is not held up by retries.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  await apiOfRequest.run(context.apiFetch, () => Promise.all(prefetch(queryClient)));
  return { dehydratedState: dehydrate(queryClient), card: cardOf?.(queryClient) };
}

/**
 * The signed-in account of the request (null for a visitor or an ended session), for the data cache: the page is
 * rendered, and hydrated, knowing who is looking.
 */
export async function readAccount(context: AppLoadContext): Promise<PublicPageData> {
  const queryClient = createQueryClient();
  let account: Account | null = null;
  if (context.signedIn) {
    const answer = await context.apiFetch('/api/account');
    account = answer.ok ? ((await answer.json()) as Account) : null;
  }
  queryClient.setQueryData(accountQueryKey, account);
  return { dehydratedState: dehydrate(queryClient) };
}

/**
 * What loaders read from: the API's load context (plugins/web-pages.ts), or, under the development server
 * (`react-router dev`, which has no API in its process), one that asks the API at API_URL over HTTP.
 */
export async function loadContextOf(context: AppLoadContext, request: Request): Promise<AppLoadContext> {
  if (typeof context.apiFetch === 'function') return context;
  const apiUrl = process.env.API_URL ?? 'http://localhost:3000';
  const { host, origin } = new URL(request.url);
  const token = parseCookie(request.headers.get('cookie') ?? '')[SESSION_COOKIE];
  const headers: Record<string, string> = { host, accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const apiFetch = (path: string, init: RequestInit = {}) =>
    fetch(new URL(path, apiUrl), { ...init, headers });
  const site = (await (await apiFetch('/api/site')).json()) as Site;
  return { site, publicUrl: origin, scriptNonce: '', signedIn: token !== null, apiFetch };
}
