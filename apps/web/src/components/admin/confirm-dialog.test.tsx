import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import { ConfirmDialog, removalQuestion } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('asks the removal question and answers Remove or Cancel', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog open title="Remove Runner" confirmLabel="Remove" onConfirm={onConfirm} onClose={onClose}>
        {removalQuestion('runner')}
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove Runner' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to remove this runner?');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows a failed call as a red alert', () => {
    render(
      <ConfirmDialog
        open
        title="Remove Runner"
        confirmLabel="Remove"
        onConfirm={() => {}}
        onClose={() => {}}
        error={new ApiClientError(409, 'This runner has plays and cannot be removed. Scratch it instead.')}
      >
        {removalQuestion('runner')}
      </ConfirmDialog>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This runner has plays and cannot be removed. Scratch it instead.',
    );
  });
});
