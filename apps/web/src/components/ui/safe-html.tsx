import Box, { type BoxProps } from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML an administrator wrote (a featured description, an analysis), with scripts, event handlers and the like
 * removed by DOMPurify. Every HTML string the app renders goes through here. On the server, which has no DOM,
 * DOMPurify leaves the HTML as it is: what the server renders is the API's, sanitized by sanitize-html when it was
 * saved (apps/api's lib/sanitize-html.ts), and the browser sanitizes it again as it renders.
 */
export function SafeHtml({
  html,
  ...props
}: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized by DOMPurify just above.
  return <Box {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
