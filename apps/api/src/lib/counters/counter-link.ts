import type { Redis } from 'ioredis';

export interface CounterLinkReport {
  /** Told at start and at each change: true while counting in Redis, false while counting in this process. */
  onChange(up: boolean): void;
  warn(message: string): void;
  info(message: string): void;
}

/**
 * Follows the counters' Redis connection: ready means the limiters count in Redis, anything else (closed and
 * reconnecting, or in its ready check) that they count in this process. Each change is reported and logged once.
 */
export function followCounterLink(redis: Redis, report: CounterLinkReport): void {
  let up = redis.status === 'ready';
  report.onChange(up);
  if (!up) {
    report.warn(
      'Rate limits: Redis did not answer at start-up; counting in this process until it does (limits are per instance meanwhile).',
    );
  }
  redis.on('ready', () => {
    if (up) return;
    up = true;
    report.onChange(true);
    report.info('Rate limits: Redis answers again; counting there.');
  });
  // Not 'close': a shutdown closes the connection too, and schedules no reconnect.
  redis.on('reconnecting', () => {
    if (!up) return;
    up = false;
    report.onChange(false);
    report.warn(
      'Rate limits: Redis did not answer; counting in this process until it does (limits are per instance meanwhile).',
    );
  });
}
