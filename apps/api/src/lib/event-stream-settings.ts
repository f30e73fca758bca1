export interface StreamLimits {
  /** Open streams from one client IP, anonymous or signed in. */
  maxPerIp: number;
  /** Open streams of one session (bearer token or session cookie). */
  maxPerSession: number;
}

export interface EventStreamSettings extends StreamLimits {
  /** A comment line this often keeps proxies from closing an idle stream and lets the server notice gone clients. */
  heartbeatMs: number;
  /** A client this far behind (bytes not yet taken by its socket) is dropped; it reconnects and refetches. */
  maxBufferedBytes: number;
  /** How long a client waits before reconnecting after the stream drops. */
  retryMs: number;
}

/**
 * Why the server cut a stream: the link to the other instances lost or back (events may have been missed), the
 * session that opened it ended, the server shutting down, or a client too slow to keep up (past maxBufferedBytes).
 */
export const STREAM_CUT_REASONS = [
  'link-lost',
  'link-back',
  'session-ended',
  'shutdown',
  'buffer-limit',
] as const;
export type CutReason = (typeof STREAM_CUT_REASONS)[number];
