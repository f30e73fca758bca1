import {
  alternateRuledOutNotice,
  alternateScratchedNotice,
  pickScratchedNotice,
} from '@cj/shared/play-messages';
import type { Runner } from '@cj/shared/races';
import { alternateProblem } from '@cj/shared/rules/alternates';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormClearErrors,
  type UseFormGetValues,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';

interface RunnerChoicesOptions<T extends FieldValues, TOut> {
  /** The runners of the race the form plays on, as last read. */
  runners: readonly Runner[];
  form: {
    control: Control<T, unknown, TOut>;
    getValues: UseFormGetValues<T>;
    setValue: UseFormSetValue<T>;
    clearErrors: UseFormClearErrors<T>;
  };
  /** The fields holding the pick's and the alternate's runner id, '' (or absent) for none. */
  fields: { pick: FieldPath<T>; alternate: FieldPath<T> };
  /** How the notice names the pick: a player's form says 'your pick', an administrator's 'the pick'. */
  pickWords?: 'your pick' | 'the pick';
  /** Runs when a choice is cleared: a refusal the server gave the old choice is stale then. */
  onCleared?: () => void;
  /** The form, so the focus leaves a runner radio just disabled. */
  formRef?: RefObject<HTMLFormElement | null>;
}

/**
 * An open play form whose chosen runner (or alternate) is scratched meanwhile (a live event, a refetch) no longer
 * offers it, nor an alternate a new pick rules out (rules/alternates.ts: the pick itself, or coupled with it): the
 * choice is cleared, and `notice` says which runner and why, for a live region, until a choice is changed. The
 * focus stays where the user has it, unless it was on a runner that can no longer be chosen: then it goes to the
 * first that can, without scrolling. A layout effect, so no frame shows the cleared choice still chosen.
 */
export function useRunnerChoicesKeptValid<T extends FieldValues, TOut>({
  runners,
  form: { control, getValues, setValue, clearErrors },
  fields: { pick: pickField, alternate: alternateField },
  pickWords = 'your pick',
  onCleared,
  formRef,
}: RunnerChoicesOptions<T, TOut>): { notice: string | null } {
  const [notice, setNotice] = useState<string | null>(null);
  const pickValue: unknown = useWatch({ control, name: pickField });
  const alternateValue: unknown = useWatch({ control, name: alternateField });
  const lastChoices = useRef({ pick: pickValue, alternate: alternateValue });
  useLayoutEffect(() => {
    const chosen = (value: unknown) =>
      value === '' || value === undefined || value === null
        ? undefined
        : runners.find((runner) => String(runner.id) === String(value));
    const clear = (name: FieldPath<T>) => {
      // Both forms hold '' for a runner not chosen.
      setValue(name, '' as PathValue<T, FieldPath<T>>);
      clearErrors(name);
    };
    const pick = chosen(pickValue);
    const alternate = chosen(alternateValue);
    const notices: string[] = [];
    if (pick?.scratched) {
      clear(pickField);
      notices.push(pickScratchedNotice(pick));
    }
    if (alternate?.scratched) {
      clear(alternateField);
      notices.push(alternateScratchedNotice(alternate));
    } else if (alternate && pick && !pick.scratched) {
      const problem = alternateProblem({
        alternatesEnabled: true,
        pickId: pick.id,
        alternateId: alternate.id,
        runners,
      });
      if (problem === 'samePick' || problem === 'coupled') {
        clear(alternateField);
        notices.push(alternateRuledOutNotice(alternate, problem, pickWords));
      }
    }
    // A choice the user changed (not one cleared here) means the notice has done its job.
    const last = lastChoices.current;
    lastChoices.current = { pick: getValues(pickField), alternate: getValues(alternateField) };
    if (notices.length > 0) {
      setNotice(notices.join(' '));
      onCleared?.();
    } else if (pickValue !== last.pick || alternateValue !== last.alternate) {
      setNotice(null);
    }
    moveFocusOffDisabledRunner(formRef?.current ?? null);
  }, [
    runners,
    pickValue,
    alternateValue,
    pickField,
    alternateField,
    pickWords,
    getValues,
    setValue,
    clearErrors,
    onCleared,
    formRef,
  ]);
  return { notice };
}

/** The runners a form offers to choose: radios, or the buttons a tap picks with (data-runner-pick). */
const RUNNER_CHOICES = 'input[type="radio"], button[data-runner-pick]';

/** A focused runner just disabled would drop the focus to the page: it goes to the first that can be chosen. */
function moveFocusOffDisabledRunner(form: HTMLFormElement | null): void {
  const focused = document.activeElement;
  const isChoice = focused instanceof HTMLInputElement || focused instanceof HTMLButtonElement;
  if (!form || !isChoice || !focused.disabled || !form.contains(focused)) return;
  const choices = [...form.querySelectorAll<HTMLInputElement | HTMLButtonElement>(RUNNER_CHOICES)];
  choices.find((choice) => !choice.disabled)?.focus({ preventScroll: true });
}
