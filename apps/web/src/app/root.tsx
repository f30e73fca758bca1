import type { Site } from '@cj/shared/site';
import { type ReactNode, useState } from 'react';
import {
  Links,
  type LinksFunction,
  type LoaderFunctionArgs,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
} from 'react-router';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { browserQueryClient } from '@/lib/browser-query-client';
import { PRELOADED_FONTS } from '@/lib/fonts';
import { loadContextOf, readAccount } from '@/lib/prefetch.server';
import { createQueryClient } from '@/lib/query-client';
import { getSiteQueryOptions } from '@/lib/site';
import { PageRenderedAt } from '@/lib/use-server-now';
import { guessWideScreen, WideScreenGuess } from '@/lib/wide-screen';
import { viewerZoneOfCookie } from '@/lib/zoned-time';
import './load-context';
import { useHydratedMark } from './hydrated-mark';
import { RootLayout } from './layouts/root-layout';
import { PageData } from './page-data';
import { AppProvider } from './provider';
import { useScriptNonce } from './script-nonce';
import { ViewerZoneProvider } from './viewer-zone';

/** The regular and bold faces of the Latin subset load with the page; the other weights as text needs them. */
export const links: LinksFunction = () => [
  { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  ...PRELOADED_FONTS.map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  })),
];

/**
 * What every page renders with: the signed-in account, the site of the request's host (its brand, sister site and
 * contact), whether the browser is likely on a wide screen (the layout the page is rendered in), the viewer's zone
 * when the browser has told it, and when.
 */
export async function loader({ context: given, request }: LoaderFunctionArgs) {
  const context = await loadContextOf(given, request);
  return {
    ...(await readAccount(context)),
    site: context.site satisfies Site,
    wideScreen: guessWideScreen(request.headers),
    viewerZone: viewerZoneOfCookie(request.headers.get('cookie')),
    renderedAt: Date.now(),
  };
}

/** Neither changes while the app runs: moving between pages never asks the server again. */
export const shouldRevalidate = () => false;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: loaderData?.site.productName ?? 'Contest Jockey' },
  { name: 'description', content: 'Free horse-racing handicapping contests.' },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useScriptNonce();
  useHydratedMark();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2D5032" />
        <Meta />
        <Links nonce="" />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The providers, with the data cache seeded with the host's site, and the page's data read by its loader. */
export default function App() {
  const { site, wideScreen, viewerZone, renderedAt } = useLoaderData<typeof loader>();
  const [queryClient] = useState(() => {
    // On the server, a cache for this request alone; in the browser, the one the page moves read into.
    const client = typeof document === 'undefined' ? createQueryClient() : browserQueryClient();
    client.setQueryData(getSiteQueryOptions().queryKey, site);
    return client;
  });
  return (
    <PageRenderedAt.Provider value={renderedAt}>
      <WideScreenGuess.Provider value={wideScreen}>
        <AppProvider queryClient={queryClient}>
          <PageData>
            <ViewerZoneProvider rendered={viewerZone}>
              <RootLayout>
                <Outlet />
              </RootLayout>
            </ViewerZoneProvider>
          </PageData>
        </AppProvider>
      </WideScreenGuess.Provider>
    </PageRenderedAt.Provider>
  );
}

/** Only when the root itself cannot render (its loader failed): a plain page, without the site's layout. */
export function ErrorBoundary() {
  return <RouteErrorPage />;
}
