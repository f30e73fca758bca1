import type { Runner } from '@cj/shared/races';
import { runnerText } from '@cj/shared/rules/scratched-play';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import { type KeyboardEvent, useRef, useState } from 'react';
import { RunnerLabel } from '@/components/races/runner-label';
import type { SaddleClothPalette } from '@/lib/program-number-colors';

interface RunnerPickListProps {
  runners: readonly Runner[];
  palette: SaddleClothPalette;
  /** A runner tapped, clicked, or pressed with Enter or Space: its play is placed at once. */
  onPick: (runner: Runner) => void;
  /** The runner whose play is being placed: every runner waits until the answer comes. */
  placingId: number | null;
  labelledBy: string;
}

/** The runner buttons a move of the arrow keys, Home or End reaches from the focused one; null for other keys. */
function target(key: string, index: number, enabled: readonly number[]): number | null {
  const at = enabled.indexOf(index);
  if (key === 'ArrowDown' || key === 'ArrowRight') return enabled[(at + 1) % enabled.length] ?? null;
  if (key === 'ArrowUp' || key === 'ArrowLeft') return enabled.at(at <= 0 ? -1 : at - 1) ?? null;
  if (key === 'Home') return enabled[0] ?? null;
  if (key === 'End') return enabled.at(-1) ?? null;
  return null;
}

/**
 * The runners of an open race as buttons: one tap (or Enter, Space) on a runner picks it. One tab stop, like a
 * radio group: the arrow keys, Home and End move along the runners that can be picked. A scratched runner is shown,
 * struck through, and cannot be picked.
 */
export function RunnerPickList({ runners, palette, onPick, placingId, labelledBy }: RunnerPickListProps) {
  const enabled = runners.flatMap((runner, index) => (runner.scratched ? [] : [index]));
  const [current, setCurrent] = useState<number | null>(null);
  const stop = current !== null && enabled.includes(current) ? current : (enabled[0] ?? -1);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const placing = placingId !== null;
  const move = (event: KeyboardEvent, index: number) => {
    const next = target(event.key, index, enabled);
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  return (
    <Box
      component="ul"
      aria-labelledby={labelledBy}
      aria-busy={placing}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {runners.map((runner, index) => (
        <Box component="li" key={runner.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <ButtonBase
            ref={(element) => {
              buttons.current[index] = element;
            }}
            focusRipple
            data-runner-pick
            disabled={runner.scratched}
            // Not disabled while a play is placed: a disabled button would drop the focus to the page.
            aria-disabled={placing || undefined}
            tabIndex={index === stop ? 0 : -1}
            aria-label={runner.scratched ? `${runnerText(runner)} (scratched)` : `Pick ${runnerText(runner)}`}
            onClick={() => {
              if (placing) return;
              setCurrent(index);
              onPick(runner);
            }}
            onKeyDown={(event) => move(event, index)}
            sx={{
              width: '100%',
              minHeight: 48,
              px: 1,
              gap: 1,
              justifyContent: 'flex-start',
              textAlign: 'left',
              borderRadius: 1,
              '&:hover': { bgcolor: 'action.hover' },
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
              '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' },
            }}
          >
            <RunnerLabel runner={runner} palette={palette} />
            {placingId === runner.id ? <CircularProgress size={20} aria-label="Placing your pick" /> : null}
          </ButtonBase>
        </Box>
      ))}
    </Box>
  );
}
