import { type AnalyticsEventName, type AnalyticsProperties, queuedAnalytics } from '@/lib/analytics';

/**
 * The properties of each `name` event a test has tracked so far, oldest first. The test set-up resets analytics
 * before every test and keeps events queued until a test flushes them, so this reads the real module, with no mock
 * of it (a module mock would leak into other files, which share one module graph).
 */
export function tracked(name: AnalyticsEventName): AnalyticsProperties[] {
  return queuedAnalytics()
    .filter((event) => event.name === name)
    .map((event) => event.properties ?? {});
}
