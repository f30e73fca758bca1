import type { AnalyticsEvent, AnalyticsEventName, AnalyticsProperties } from '@cj/shared/analytics';
import { ANALYTICS_LIMITS } from '@cj/shared/analytics-limits';
import { API_BASE, apiRequest } from './api-client';

/*
 * First-party product analytics (spec §7): events are kept in memory and sent to the product's own endpoint in
 * batches, never to a third party. A visitor who asks not to be tracked (Do Not Track, Global Privacy Control)
 * sends nothing at all.
 */

const ANALYTICS_PATH = '/analytics/events';
/** How long an event may wait in memory before its batch is sent. */
export const ANALYTICS_FLUSH_MS = 5000;
/** A batch this full is sent at once. */
export const ANALYTICS_BATCH_SIZE = 20;
/** sessionStorage key of the visit id: one per tab, gone when the tab closes. */
export const VISIT_ID_KEY = 'cj.visitId';

export type { AnalyticsEventName, AnalyticsProperties };

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let flushDelayMs: number | null = ANALYTICS_FLUSH_MS;
/** The window whose page-hide events flush the queue (tests may run many files in one window, or a new one). */
let listeningTo: Window | null = null;
let memoryVisitId: string | null = null;

/** Do Not Track or Global Privacy Control: the browser asks sites not to track its user. */
function trackingRefused(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.doNotTrack === '1' || browser.globalPrivacyControl === true;
}

/** Records a product event; it is sent with the next batch. */
export function track(name: AnalyticsEventName, properties: AnalyticsProperties = {}): void {
  if (trackingRefused()) return;
  listenForPageHide();
  queue.push({ name, properties, path: currentPath(), visitId: visitId() });
  if (queue.length >= ANALYTICS_BATCH_SIZE) {
    void flushAnalytics();
  } else if (timer === null && flushDelayMs !== null) {
    timer = setTimeout(() => void flushAnalytics(), flushDelayMs);
  }
}

/** Sends what is waiting. A failed batch is dropped: analytics must never retry into a loop or bother anyone. */
export async function flushAnalytics(): Promise<void> {
  const events = takeQueue();
  if (events.length === 0 || trackingRefused()) return;
  try {
    await apiRequest(ANALYTICS_PATH, { method: 'POST', body: { events }, redirectOnUnauthorized: false });
  } catch {
    // Best effort only.
  }
}

/**
 * The page is going away (closed, reloaded, sent to the background): sendBeacon survives the unload where fetch
 * may not. It sends a JSON string, which the API accepts as text/plain.
 */
function flushWithBeacon(): void {
  const events = takeQueue();
  if (events.length === 0 || trackingRefused()) return;
  const body = JSON.stringify({ events });
  const sent =
    typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(`${API_BASE}${ANALYTICS_PATH}`, body);
  if (!sent) {
    void apiRequest(ANALYTICS_PATH, {
      method: 'POST',
      body: { events },
      redirectOnUnauthorized: false,
    }).catch(() => undefined);
  }
}

/**
 * Forgets every piece of the module's state: waiting events, their timer and the in-memory visit id. Tests start
 * each case with `flushDelayMs: null` (testing/setup.ts): events then leave only when a test flushes them, so a
 * slow test never sees a batch it did not ask for, and a test reads what it tracked with `queuedAnalytics()`.
 */
export function resetAnalytics({
  flushDelayMs: delay = ANALYTICS_FLUSH_MS,
}: {
  flushDelayMs?: number | null;
} = {}) {
  takeQueue();
  flushDelayMs = delay;
  memoryVisitId = null;
}

/** The events waiting to be sent, oldest first (a copy). */
export function queuedAnalytics(): readonly AnalyticsEvent[] {
  return [...queue];
}

function takeQueue(): AnalyticsEvent[] {
  const events = queue;
  queue = [];
  if (timer !== null) clearTimeout(timer);
  timer = null;
  return events;
}

function listenForPageHide(): void {
  if (listeningTo === window) return;
  listeningTo = window;
  window.addEventListener('pagehide', flushWithBeacon);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushWithBeacon();
  });
}

/**
 * The page's path without personal data: a segment holding an e-mail address (the unsubscribe link) is replaced
 * by ':email'.
 */
export function currentPath(pathname = window.location.pathname): string {
  return pathname
    .split('/')
    .map((segment) => (safeDecode(segment).includes('@') ? ':email' : segment))
    .join('/')
    .slice(0, ANALYTICS_LIMITS.pathMax);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A random id for this tab's visit, kept in sessionStorage (in memory where storage is unavailable). */
function visitId(): string {
  try {
    const stored = window.sessionStorage.getItem(VISIT_ID_KEY);
    if (stored) return stored;
    const created = randomId();
    window.sessionStorage.setItem(VISIT_ID_KEY, created);
    return created;
  } catch {
    memoryVisitId ??= randomId();
    return memoryVisitId;
  }
}

/** 32 hex digits. getRandomValues works on plain http too, where crypto.randomUUID is missing. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
