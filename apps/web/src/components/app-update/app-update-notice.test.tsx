import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setWaitingWorker } from '@/lib/app-update';
import { SKIP_WAITING_MESSAGE } from '@/lib/service-worker-messages';
import { FakeServiceWorker, fakeServiceWorkerContainerPerTest } from '@/testing/fake-service-worker';
import { AppUpdateNotice } from './app-update-notice';
// The snackbar the notice loads lazily, loaded first (as the contest page's tests load its lazy parts).
import './app-update-snackbar';

fakeServiceWorkerContainerPerTest();

describe('the update snackbar', () => {
  it('shows nothing while no new version waits', () => {
    render(<AppUpdateNotice />);
    expect(screen.queryByText('New version available — reload')).not.toBeInTheDocument();
  });

  it("says 'New version available — reload' when one waits, and Reload asks it to take over", async () => {
    const user = userEvent.setup();
    render(<AppUpdateNotice />);
    const waiting = new FakeServiceWorker();
    act(() => setWaitingWorker(waiting.asWorker()));
    expect(await screen.findByText('New version available — reload')).toBeVisible();
    expect(waiting.postMessage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
  });
});
