import Box from '@mui/material/Box';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** MUI's Collapse: its standard duration and ease-in-out curve. */
const DURATION_MS = 300;
const EASING = 'cubic-bezier(0.4, 0, 0.2, 1)';

interface CollapseProps {
  in: boolean;
  id?: string;
  /** Renders nothing while closed (after the closing animation), so closed content mounts no effects. */
  unmountOnExit?: boolean;
  children: ReactNode;
}

/**
 * Opens and closes its content vertically, as MUI's Collapse does (height animated over 300 ms, hidden from
 * screen readers and the tab order once closed), without measuring the content in JavaScript: a one-row grid whose
 * row animates between 0fr and 1fr. The public pages use it instead of MUI's Collapse and the transition library
 * under it (about 3 KB of a first load).
 */
export function Collapse({ in: open, id, unmountOnExit = false, children }: CollapseProps) {
  const [mounted, setMounted] = useState(open || !unmountOnExit);
  // What the styles show: it follows `open` one layout effect later, so content mounted closed can animate open.
  const [shown, setShown] = useState(open);
  const [moving, setMoving] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  if (open && !mounted) setMounted(true);

  useLayoutEffect(() => {
    if (!mounted || open === shown) return;
    // Style the closed grid before opening it, so the browser has a start for the transition.
    if (open) root.current?.getBoundingClientRect();
    setShown(open);
    setMoving(true);
  }, [mounted, open, shown]);

  useEffect(() => {
    if (moving) {
      const timer = window.setTimeout(() => setMoving(false), DURATION_MS);
      return () => window.clearTimeout(timer);
    }
    if (unmountOnExit && !open && !shown && mounted) setMounted(false);
  }, [moving, unmountOnExit, open, shown, mounted]);

  if (!mounted) return null;
  return (
    <Box
      ref={root}
      id={id}
      sx={{
        display: 'grid',
        gridTemplateRows: shown ? '1fr' : '0fr',
        // Hidden once closed (after the closing transition), as MUI's exited Collapse.
        visibility: shown || moving ? 'visible' : 'hidden',
        transition: `grid-template-rows ${DURATION_MS}ms ${EASING}`,
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      {/* Clipped while it moves or is closed; open, it lets focus rings and shadows out, as MUI's does. */}
      <Box sx={{ minHeight: 0, overflow: shown && !moving ? 'visible' : 'hidden' }}>{children}</Box>
    </Box>
  );
}
