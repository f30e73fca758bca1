import type { BrowserContext, Page } from '@playwright/test';

/** The header the server's test clock reads (TEST_CLOCK=on; apps/api/src/plugins/test-clock.ts, decision 026). */
const TEST_CLOCK_HEADER = 'x-test-clock-offset-ms';

/**
 * Moves this story's time `ms` ahead, and only this story's: the page's clock (screens that decide on the browser's
 * time) and every request the context sends from now on (the server answers it as if it were that much later).
 * Other stories running against the same server keep the real time.
 */
export async function moveClockAhead(page: Page, context: BrowserContext, ms: number): Promise<void> {
  await page.clock.setFixedTime(Date.now() + ms);
  await context.setExtraHTTPHeaders({ [TEST_CLOCK_HEADER]: String(ms) });
}
