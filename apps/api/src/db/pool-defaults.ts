/** pg's own default pool size, kept when DATABASE_POOL_SIZE is unset. */
export const DEFAULT_POOL_SIZE = 10;
/** Long enough for a connection under load, short enough that a host dropping packets gets a 503 soon. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
