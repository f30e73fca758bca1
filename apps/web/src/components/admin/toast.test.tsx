import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';

function RemoveButton() {
  const showToast = useToast();
  return (
    <button type="button" onClick={() => showToast('Failed to remove runner.')}>
      Remove
    </button>
  );
}

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('shows the message as an alert for 5000 ms, then hides it', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <RemoveButton />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Remove' }).click());
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to remove runner.');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    // The closing transition.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('needs the provider', () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<RemoveButton />)).toThrow('useToast needs a ToastProvider');
    errorSpy.mockRestore();
  });
});
