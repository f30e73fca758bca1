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

/**
 * This story's two clocks, running from a moment of its choosing: the page's (Playwright's `page.clock`) and the
 * server's for every request the context sends (the header). The page sets its clock by the server's answers (their
 * Date header), so the two must agree unless a step means them not to.
 */
export class StoryClock {
  private constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
    /** How far the server's clock is ahead of the real time, for this story's requests. */
    private offset: number,
  ) {}

  /** Both clocks read `time` (later than now) and run on from there. */
  static async startAt(page: Page, context: BrowserContext, time: number): Promise<StoryClock> {
    const clock = new StoryClock(page, context, time - Date.now());
    await clock.sendOffset();
    await page.clock.install({ time });
    return clock;
  }

  /** Both clocks jump `ms` ahead (the server's first, so an answer in between never takes the page back). */
  async fastForward(ms: number): Promise<void> {
    this.offset += ms;
    await this.sendOffset();
    await this.page.clock.fastForward(ms);
  }

  /** Both clocks jump to `time`; the page's stays there, the server's runs on. */
  async pauseAt(time: number): Promise<void> {
    this.offset = time - Date.now();
    await this.sendOffset();
    await this.page.clock.pauseAt(time);
  }

  /** Only the server's clock jumps to `time` and runs on: the page learns it from the server's next answer. */
  async serverAt(time: number): Promise<void> {
    this.offset = time - Date.now();
    await this.sendOffset();
  }

  private sendOffset(): Promise<void> {
    return this.context.setExtraHTTPHeaders({ [TEST_CLOCK_HEADER]: String(Math.round(this.offset)) });
  }
}
