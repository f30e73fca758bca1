/** Business constants and limits (spec §9). */

export const SESSION_DAYS = 14;
export const SESSION_COOKIE = 'itmt';
export const MINIMUM_AGE = 21;
export const AUDIT_PERIOD_HOURS = 24;
export const PAYOUT_BASIS_DOLLARS = 2;
export const WIN_STAKE_DOLLARS = 2;
export const MINIMUM_STAKE_DOLLARS = 2;
export const DEFAULT_MAX_ENTRIES = 1;
export const PASSWORD_RESET_CODE_MINUTES = 60;

export const PAGE_SIZE = {
  players: 10,
  wagers: 10,
  chat: 10,
  leaderboard: 10,
  accounts: 50,
  auditLogs: 50,
  /** A player's record: contests per page. */
  record: 20,
  /** The ratings list: accounts per page. */
  ratings: 50,
  /** The home page's recent results: finished contests per page. */
  results: 5,
} as const;

/** A player's record charts at most this many of the account's newest rated finishes. */
export const RECORD_CHART_FINISHES = 100;

export const CHAT_REFRESH_MS = 5000;
export const SEARCH_DEBOUNCE_MS = 500;
export const USER_SEARCH_MIN_CHARS = 3;
export const ACCOUNT_SEARCH_MIN_CHARS = 2;
export const REMOVAL_ALERT_MS = 5000;

export const LIMITS = {
  nameMax: 100,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  chatMessageMax: 1000,
} as const;

export const COPYRIGHT_YEAR = 2024;

/** localStorage keys the web app owns. */
export const STORAGE_KEYS = {
  navLayout: 'navLayout',
  homeTab: 'homeTab',
  pinnedPlayers: (slug: string) => `pinned:${slug}`,
} as const;
