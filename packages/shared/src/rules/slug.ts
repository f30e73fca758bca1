/**
 * Contest slugs (spec §5): derived from the contest name, lower-cased, each run of characters other than
 * a-z and 0-9 replaced by one hyphen.
 *
 * Decision: hyphens at either end are trimmed ('  Derby Day! ' → 'derby-day', not '-derby-day-'), so a slug
 * never starts or ends with a hyphen and always matches SLUG_PATTERN unless it is empty. Letters outside a-z
 * (accented letters, other scripts) count as separators: 'Café Stakes' → 'caf-stakes'. A name with no a-z/0-9
 * character at all ('!!!', '') gives ''; the caller's 'Slug is required' rule catches that.
 */

/** A well-formed slug: groups of a-z/0-9 joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}
