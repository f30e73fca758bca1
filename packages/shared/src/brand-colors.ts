/** The colours of spec §9, exactly: the web theme, the installable app's manifest and the share card read them. */
export const BRAND_COLORS = {
  primary: '#009849',
  primaryText: '#FFFFFF',
  secondary: '#2D5032',
  error: '#E84855',
  greyLight: '#F1F1F1',
  grey: '#E8E8E8',
  textSecondary: '#6C757D',
} as const;

/**
 * A brand's mark: the initials of its name's words, as on its app icons ('Contest Jockey' → 'CJ', 'Harness Jockey'
 * → 'HJ'), at most three.
 */
export function brandInitials(brandName: string): string {
  return brandName
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
    .slice(0, 3);
}
