import type { Contest, PublicContestSummary } from './contests';

/**
 * The answers a public page's first render needs, written by the server into its HTML (as JSON in a
 * `<script type="application/json">` element) so the page renders without asking the API first (decision 039).
 * Only what every visitor sees the same: each is exactly what the API answers an anonymous visitor.
 */
export interface FirstLoadData {
  /** When the server read them (epoch milliseconds): a copy kept by the service worker is not taken as fresh. */
  readAt: number;
  /** The home page: GET /featured/contests?p={property}. */
  featuredContests?: { property: number; contests: PublicContestSummary[] };
  /** A contest's page and its leaderboard: GET /contest/{slug}, the slug as the address has it. */
  contest?: { slug: string; contest: Contest };
}

/** The id of the script element holding a page's FirstLoadData. */
export const FIRST_LOAD_ELEMENT_ID = 'cj-first-load';
