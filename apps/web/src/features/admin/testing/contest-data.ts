import type { AdminContestSummary } from '@cj/shared/contest-admin';
import type { Contest } from '@cj/shared/contests';
import { ContestFormat, Property } from '@cj/shared/enums';
import { jsonResponse, type mockApi } from '../../../testing/test-utils';

/** Test data for the contest admin pages, in the shapes the API answers (packages/shared schemas). */

export const SLUG = 'derby-day';

export function makeContest(overrides: Partial<Contest> = {}): Contest {
  return {
    id: 11,
    name: 'Derby Day',
    slug: SLUG,
    startTime: '2031-05-03T16:00:00.000Z',
    startingBankroll: 100,
    description: 'Play every race on the card.',
    isPublished: false,
    isFeatured: false,
    featuredDescription: '',
    isPublic: false,
    isEnrollmentOpen: false,
    isCancelled: false,
    chatEnabled: false,
    maxEntries: 1,
    property: Property.Thoroughbred,
    format: ContestFormat.WinBankroll,
    liveStreamLink: null,
    ppLink: null,
    analysis: '',
    winnersNotified: false,
    concludedAt: null,
    isOfficial: false,
    ...overrides,
  };
}

export function summaryOf(contest: Contest): AdminContestSummary {
  const { id, name, slug, startTime, property, format, isFeatured, featuredDescription, isCancelled } =
    contest;
  return {
    id,
    name,
    slug,
    startTime,
    property,
    format,
    isFeatured,
    featuredDescription,
    isCancelled,
    concludedAt: contest.concludedAt,
    isPublished: contest.isPublished,
    isPublic: contest.isPublic,
  };
}

type Handlers = Parameters<typeof mockApi>[0];

/**
 * The calls the contest manager makes when it opens, answering `contest` with no races, players, sponsors or
 * prizes; `extra` adds or replaces handlers.
 */
export function managerApi(contest: Contest = makeContest(), extra: Handlers = {}): Handlers {
  const path = `/api/contest/${contest.slug}`;
  return {
    [`GET ${path}`]: () => jsonResponse(contest),
    [`GET ${path}/player-count`]: () => jsonResponse({ count: 0 }),
    [`GET ${path}/races`]: () => jsonResponse([]),
    [`GET ${path}/players`]: () => jsonResponse([]),
    [`GET ${path}/sponsor`]: () => jsonResponse([]),
    [`GET ${path}/prizes`]: () => jsonResponse([]),
    ...extra,
  };
}
