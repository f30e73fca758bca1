import { type ReactNode, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { ConfirmDialog, removalQuestion } from './confirm-dialog';
import { type ToastOptions, useToast } from './toast';

interface RemovalOptions<T> {
  /** 'player': the dialog 'Remove Player' asks 'Are you sure you want to remove this player?' (spec §2). */
  thing: string;
  /** The item as the question names it after the question, in brackets; left out when not given. */
  describe?: (item: T) => string;
  /** The removal call: a mutation's mutate. */
  remove: (item: T, callbacks: { onError: (error: unknown) => void }) => void;
  /** The toast when it fails ('Failed to remove player.', spec §8), followed by the server's reason. */
  failedMessage: string;
  toastOptions?: ToastOptions;
}

/**
 * A removal that asks first: `ask(item)` opens the confirmation, Remove calls `remove`, and a failure shows as a
 * 5-second toast. Render `dialog` once, beside the list.
 */
export function useRemoval<T>({ thing, describe, remove, failedMessage, toastOptions }: RemovalOptions<T>) {
  const showToast = useToast();
  const [target, setTarget] = useState<T | null>(null);

  const confirm = () => {
    if (target === null) return;
    setTarget(null);
    remove(target, {
      onError: (error) => showToast(`${failedMessage} ${errorMessage(error)}`, toastOptions),
    });
  };

  const dialog: ReactNode = (
    <ConfirmDialog
      open={target !== null}
      title={`Remove ${thing.charAt(0).toUpperCase()}${thing.slice(1)}`}
      confirmLabel="Remove"
      onConfirm={confirm}
      onClose={() => setTarget(null)}
    >
      {removalQuestion(thing)}
      {target !== null && describe ? ` (${describe(target)})` : null}
    </ConfirmDialog>
  );
  return { ask: setTarget, dialog };
}
