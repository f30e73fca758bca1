import Box, { type BoxProps } from '@mui/material/Box';

/**
 * HTML the API has already sanitized on its way out (the contest lists' featured description: the server's
 * lib/sanitize-html.ts), shown without loading a sanitizer into the page. Any other HTML goes through SafeHtml.
 */
export function ServerSanitizedHtml({
  html,
  ...props
}: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes this HTML before sending it.
  return <Box {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
