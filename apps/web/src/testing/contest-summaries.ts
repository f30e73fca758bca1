import type { ContestSummary } from '@cj/shared/contests';

/** A contest list row as the API answers it, with what a test cares about overridden. */
export function contestSummary(
  overrides: Partial<ContestSummary> & Pick<ContestSummary, 'id'>,
): ContestSummary {
  return {
    name: `Contest ${overrides.id}`,
    slug: `contest-${overrides.id}`,
    startTime: '2024-03-05T17:00:00.000Z',
    property: 1,
    format: 1,
    isFeatured: false,
    featuredDescription: '',
    isCancelled: false,
    concludedAt: null,
    status: 'upcoming',
    ...overrides,
  };
}
