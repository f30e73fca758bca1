import Box, { type BoxProps } from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML an administrator wrote (a featured description, an analysis), with scripts, event handlers and the like
 * removed by DOMPurify. Every HTML string the app renders goes through here.
 */
export function SafeHtml({
  html,
  ...props
}: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized by DOMPurify just above.
  return <Box {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
