import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate, serverClockOffset, serverNow } from './server-clock';
import { useServerNow } from './use-server-now';

const T = Date.parse('2026-11-28T13:00:00.000Z');
const header = (ms: number) => new Date(ms).toUTCString();

afterEach(() => vi.useRealTimers());

describe("the server's clock", () => {
  it('takes the offset the Date header shows, to within its second', () => {
    // Sent and answered at T on the browser's clock; the server wrote 13:00:10 (between 10.000 and 10.999).
    noteServerDate(header(T + 10_000), T, T);
    expect(serverClockOffset()).toBe(10_000);
    // A later answer narrows it: the server was already at 10.600 when the browser read 0.
    noteServerDate(header(T + 11_000), T + 400, T + 400);
    expect(serverClockOffset()).toBe(10_600);
  });

  it('trusts a browser clock that agrees with the server to within the header second', () => {
    noteServerDate(header(T), T + 300, T + 350);
    expect(serverClockOffset()).toBe(0);
  });

  it('starts again from the latest answer when the answers disagree (a clock was set)', () => {
    noteServerDate(header(T + 10_000), T, T);
    noteServerDate(header(T - 60_000), T + 1000, T + 1000);
    expect(serverClockOffset()).toBe(-61_000 + 1000);
  });

  it('ignores an answer without a readable Date header', () => {
    noteServerDate(header(T + 5000), T, T);
    noteServerDate(null, T, T);
    noteServerDate('not a date', T, T);
    expect(serverClockOffset()).toBe(5000);
  });
});

function Clock({ wakeAt }: { wakeAt: string[] }) {
  return <p>{new Date(useServerNow({ wakeAt })).toISOString()}</p>;
}

describe('useServerNow', () => {
  it('renders the server time, again when the offset changes and at each wake moment', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(T);
    render(<Clock wakeAt={['2026-11-28T13:00:05.000Z', '2026-11-28T12:00:00.000Z']} />);
    expect(screen.getByText('2026-11-28T13:00:00.000Z')).toBeInTheDocument();

    // The server is 2 s ahead: the clock shows it at once.
    act(() => noteServerDate(header(T + 2000), T, T));
    expect(screen.getByText('2026-11-28T13:00:02.000Z')).toBeInTheDocument();
    expect(serverNow()).toBe(T + 2000);

    // 13:00:05 on the server's clock is 3 s away on the browser's: nothing renders before, once then.
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.getByText('2026-11-28T13:00:02.000Z')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('2026-11-28T13:00:05.000Z')).toBeInTheDocument();
    // No moment is left to wake at.
    expect(vi.getTimerCount()).toBe(0);
  });
});
