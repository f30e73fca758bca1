import { alternateScratchedNotice, pickScratchedNotice } from '@cj/shared/play-messages';
import type { Runner } from '@cj/shared/races';
import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PlayFormOutput, PlayFormValues } from '../components/play-form-schema';

type PlayFormControls = Pick<
  UseFormReturn<PlayFormValues, unknown, PlayFormOutput>,
  'getValues' | 'setValue' | 'clearErrors'
>;

/**
 * An open play form whose chosen runner (or alternate) is scratched meanwhile (a live event, a refetch) no longer
 * offers it: the choice is cleared, and `notice` says which runner and why, for a live region. The focus stays
 * where the player has it, unless it was on a runner that can no longer be chosen: then it goes to the first that
 * can, without scrolling. A layout effect, so no frame shows the scratched runner still chosen.
 */
export function useScratchedChoicesCleared(
  runners: readonly Runner[],
  form: PlayFormControls,
  formRef: RefObject<HTMLFormElement | null>,
): { notice: string | null; dismissNotice: () => void } {
  const [notice, setNotice] = useState<string | null>(null);
  const { getValues, setValue, clearErrors } = form;
  useLayoutEffect(() => {
    const scratched = (id: string) =>
      id === '' ? undefined : runners.find((runner) => runner.scratched && String(runner.id) === id);
    const { runnerId, alternateId } = getValues();
    const pick = scratched(runnerId);
    const alternate = scratched(alternateId);
    if (pick) {
      setValue('runnerId', '');
      clearErrors('runnerId');
    }
    if (alternate) {
      setValue('alternateId', '');
      clearErrors('alternateId');
    }
    if (pick || alternate) {
      const notices = [
        pick ? pickScratchedNotice(pick) : '',
        alternate ? alternateScratchedNotice(alternate) : '',
      ];
      setNotice(notices.filter(Boolean).join(' '));
    }
    moveFocusOffDisabledRunner(formRef.current);
  }, [runners, getValues, setValue, clearErrors, formRef]);
  const dismissNotice = useCallback(() => setNotice(null), []);
  return { notice, dismissNotice };
}

/** A focused radio just disabled would drop the focus to the page: it goes to the first runner that can be chosen. */
function moveFocusOffDisabledRunner(form: HTMLFormElement | null): void {
  const focused = document.activeElement;
  if (!form || !(focused instanceof HTMLInputElement) || !focused.disabled || !form.contains(focused)) return;
  const radios = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  radios.find((radio) => !radio.disabled)?.focus({ preventScroll: true });
}
