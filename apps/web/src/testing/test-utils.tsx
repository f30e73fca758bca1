import type { Account } from '@cj/shared/accounts';
import type { Site } from '@cj/shared/site';
import { QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type RouteObject, useRoutes } from 'react-router';
import { expect, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { accountQueryKey } from '@/lib/account';
import { shouldRetryQuery } from '@/lib/query-client';
import { setSessionToken } from '@/lib/session';
import { getSiteQueryOptions } from '@/lib/site';
import { appRoutes } from './app-routes';
import { RouterProbe, type TestRouter } from './router-probe';

export const testSite: Site = {
  productName: 'Contest Jockey',
  property: 1,
  isHarness: false,
  contactEmail: 'help@contestjockey.test',
  socialLinks: [
    { name: 'Facebook', url: 'https://facebook.example/contestjockey' },
    { name: 'X', url: 'https://x.example/contestjockey' },
  ],
  sisterSite: { productName: 'Harness Jockey', url: 'https://harness.example' },
  pushPublicKey: null,
};

export const testAccount: Account = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  isLocked: false,
  isAdministrator: false,
  photo: null,
};

/** The app's query settings without retry waits, so a failing query fails at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay: 0, refetchOnWindowFocus: true, refetchOnMount: true },
      mutations: { retry: false },
    },
  });
}

interface RenderAppOptions {
  /**
   * A signed-in account (with a session cookie), null for a visitor (the default), or 'fetch' to leave the account
   * to GET /api/account as the app does on start.
   */
  account?: Account | null | 'fetch';
  site?: Site;
  queryClient?: QueryClient;
}

/** Renders the whole app (providers, layouts, routes) at `path`, with the site's brand already loaded. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  return renderRoutes(appRoutes(), path, options);
}

/** Renders the given routes inside the app's providers at `path`. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  { account = null, site = testSite, queryClient }: RenderAppOptions = {},
) {
  const client = queryClient ?? createTestQueryClient();
  client.setQueryData(getSiteQueryOptions().queryKey, site);
  if (account === 'fetch') {
    // Nothing cached: the app asks the API.
  } else if (account) {
    setSessionToken('test-token');
    client.setQueryData(accountQueryKey, account);
  } else {
    client.setQueryData(accountQueryKey, null);
  }
  const router: TestRouter = {} as TestRouter;
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={client}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe router={router} />
        <Routes routes={routes} />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, user, router, queryClient: client };
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

type Handler = (request: {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}) => Response | Promise<Response>;

/**
 * Replaces fetch with a table of handlers keyed 'METHOD /api/path'. A call with no handler fails the test. Returns
 * the mock, whose calls can be inspected.
 */
export interface MockApiOptions {
  /**
   * The server's time every answer tells in its Date header (the browser's clock is corrected by it:
   * lib/server-clock.ts): ISO text, or a function for a clock the test moves. No Date header when omitted.
   */
  serverTime?: string | (() => number);
}

export function mockApi(handlers: Record<string, Handler>, { serverTime }: MockApiOptions = {}) {
  const timeNow = typeof serverTime === 'string' ? () => Date.parse(serverTime) : serverTime;
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected call: ${method} ${url.pathname}`);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const response = await handler({ method, url, body, headers: new Headers(init?.headers) });
    if (timeNow) response.headers.set('Date', new Date(timeNow()).toUTCString());
    return response;
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function apiError(status: number, message: string, error = 'Error'): Response {
  return jsonResponse({ statusCode: status, error, message }, status);
}

/**
 * Waits for the page's title: pages set it in an effect, which React may run after the render a query found
 * (a lazily loaded page renders in a transition).
 */
export async function expectDocumentTitle(title: string): Promise<void> {
  await waitFor(() => expect(document.title).toBe(title));
}
