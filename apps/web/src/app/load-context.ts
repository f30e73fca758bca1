import type { Site } from '@cj/shared/site';

/**
 * What the server that renders the pages (apps/api's plugins/web-pages.ts) gives every loader: the site of the
 * request's host, its address, the answer's script nonce, and a fetch that answers `/api/…` in its own process, with the browser's session.
 */
declare module 'react-router' {
  interface AppLoadContext {
    site: Site;
    /** Whether the request carries a session cookie (the API's answers are then the account's). */
    signedIn: boolean;
    /** The site's address for the host (PUBLIC_URL or HARNESS_PUBLIC_URL): links in the page's cards. */
    publicUrl: string;
    /** The nonce the answer's Content-Security-Policy allows inline scripts with. */
    scriptNonce: string;
    apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
  }
}
