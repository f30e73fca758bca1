/** The IANA time zones the runtime knows (Intl), plus 'UTC', which Intl lists under no region. */
const SUPPORTED = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
const SORTED = [...SUPPORTED].sort();

export const timezoneNames = (): string[] => [...SORTED];

/**
 * The IANA name to store for `name`, or null when it is not one. A listed name is kept; an older Area/Location
 * link the runtime still resolves ('America/Kentucky/Louisville', 'US/Eastern') becomes its canonical name.
 * Abbreviations and offsets ('EST', '+05:00') are refused: they do not follow daylight saving.
 */
export function canonicalTimezone(name: string): string | null {
  if (SUPPORTED.has(name)) return name;
  if (!name.includes('/')) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    return SUPPORTED.has(resolved) ? resolved : null;
  } catch {
    return null;
  }
}
